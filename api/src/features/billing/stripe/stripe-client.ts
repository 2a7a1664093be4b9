import path from 'node:path';
import type { EmulatorLogger, StripeEmulator } from '@luna/stripe-emulator';
import Stripe from 'stripe';
import type { Config } from '../../../config/env.ts';

export interface StripeCatalogIds {
  /** `luna_pro`: the spec's `{product}_pro`; the Stripe product id in emulator mode. */
  productId: string;
  /** Look the monthly price up with `stripe.prices.list({ lookup_keys: [priceLookupKey], active: true })`. */
  priceLookupKey: string;
}

export interface StripeSetup {
  stripe: Stripe;
  /** Present only in emulator mode; close it with the app. */
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
 * The one place a Stripe client is made. In `stripe` mode it is real Stripe (the SDK's pinned API
 * version, 2026-10-28.endive). In `emulator` mode (no keys in development, or PAYMENTS=emulator;
 * config/env.ts refuses production without either) the same SDK talks in-process to
 * `@luna/stripe-emulator`, imported only then, which creates the product and monthly price from
 * PRODUCT_NAME / PRO_PRICE_CENTS at start. Real Stripe's catalogue is created by the operator
 * (see README), with the same lookup key.
 */
export async function createStripe(
  config: Pick<
    Config,
    'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'PRODUCT_NAME' | 'PRO_PRICE_CENTS' | 'dataDir' | 'paymentsMode'
  >,
  options: { logger?: EmulatorLogger } = {},
): Promise<StripeSetup> {
  const catalog = catalogIds(config);
  if (config.paymentsMode === 'stripe' && config.STRIPE_SECRET_KEY) {
    return {
      stripe: new Stripe(config.STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000 }),
      emulator: null,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
      mode: 'stripe',
      catalog,
    };
  }
  const { buildStripeEmulator, createEmulatedStripe } = await import('@luna/stripe-emulator');
  const emulator = buildStripeEmulator({
    // Unset, the emulator makes a random secret and keeps it in DATA_DIR (never derived from the path).
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    dataFile: config.dataDir === 'memory://' ? null : path.join(config.dataDir, 'stripe-emulator.json'),
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
