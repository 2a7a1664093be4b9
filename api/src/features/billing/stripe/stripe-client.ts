import { createHash } from 'node:crypto';
import path from 'node:path';
import Stripe from 'stripe';
import type { Config } from '../../../config/env.ts';
import type { EmulatorLogger } from './emulator/emulator-events.ts';
import { buildStripeEmulator, type StripeEmulator } from './emulator/stripe-emulator.ts';

export interface StripeCatalogIds {
  /** `luna_pro`: the spec's `{product}_pro`; the Stripe product id in emulator mode. */
  productId: string;
  /** Look the monthly price up with `stripe.prices.list({ lookup_keys: [priceLookupKey], active: true })`. */
  priceLookupKey: string;
}

export interface StripeSetup {
  stripe: Stripe;
  /** Present only in emulator mode (no STRIPE_SECRET_KEY); close it with the app. */
  emulator: StripeEmulator | null;
  /** Verify webhooks with `stripe.webhooks.constructEvent(rawBody, signature, webhookSecret)`. */
  webhookSecret: string;
  /** What the browser gets (runtime config); `pk_test_emulator` in emulator mode. */
  publishableKey: string;
  mode: 'emulator' | 'stripe';
  catalog: StripeCatalogIds;
}

/** Same derivation as the runtime config's productId (`{product}_pro`). */
export function catalogIds(config: Pick<Config, 'PRODUCT_NAME'>): StripeCatalogIds {
  const productId = `${config.PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_pro`;
  return { productId, priceLookupKey: `${productId}_monthly` };
}

/**
 * The one place a Stripe client is made. With STRIPE_SECRET_KEY it is real Stripe (the SDK's pinned
 * API version, 2026-10-28.endive). Without it the same SDK talks in-process to the project's
 * emulator, which creates the product and monthly price from PRODUCT_NAME / PRO_PRICE_CENTS at
 * start. Real Stripe's catalogue is created by the operator (see README), with the same lookup key.
 */
export function createStripe(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'PRODUCT_NAME' | 'PRO_PRICE_CENTS' | 'dataDir'>,
  options: { logger?: EmulatorLogger } = {},
): StripeSetup {
  const catalog = catalogIds(config);
  if (config.STRIPE_SECRET_KEY) {
    return {
      stripe: new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 }),
      emulator: null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
      mode: 'stripe',
      catalog,
    };
  }
  const inMemory = config.dataDir === 'memory://';
  const emulator = buildStripeEmulator({
    // Stable per data directory, so a restarted dev server still verifies its own events.
    webhookSecret:
      config.STRIPE_WEBHOOK_SECRET ??
      `whsec_emulator_${createHash('sha256').update(config.dataDir).digest('hex').slice(0, 24)}`,
    dataFile: inMemory ? null : path.join(config.dataDir, 'stripe-emulator.json'),
    seed: {
      productId: catalog.productId,
      productName: `${config.PRODUCT_NAME} Pro`,
      productDescription: `Unlimited conversations with ${config.PRODUCT_NAME}`,
      unitAmount: config.PRO_PRICE_CENTS,
      lookupKey: catalog.priceLookupKey,
      promotionCodes: true,
    },
    logger: options.logger,
  });
  return {
    stripe: createEmulatedStripe(emulator),
    emulator,
    webhookSecret: emulator.webhookSecret,
    publishableKey: emulator.publishableKey,
    mode: 'emulator',
    catalog,
  };
}

/** The real SDK, reaching the emulator through an in-process fetch: no port, no network. */
export function createEmulatedStripe(emulator: StripeEmulator): Stripe {
  return new Stripe(emulator.secretKey, {
    httpClient: Stripe.createFetchHttpClient(emulator.fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
