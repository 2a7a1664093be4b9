import type Stripe from 'stripe';
import { afterEach } from 'vitest';
import { buildStripeEmulator, createEmulatedStripe, type StripeEmulator } from '../src/index.ts';

export interface EmulatorFixture {
  stripe: Stripe;
  emulator: StripeEmulator;
  webhookSecret: string;
  catalog: { productId: string; priceLookupKey: string };
  /** Events delivered to the webhook target, each verified with stripe.webhooks.constructEvent. */
  received: Stripe.Event[];
  /** Waits for deliveries, then returns the delivered event types in order. */
  deliveredTypes(): Promise<string[]>;
}

const open: StripeEmulator[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.close();
});

/**
 * The emulator seeded as Luna seeds it (product `luna_pro`, price by lookup key, demo codes), the
 * real SDK in front, and a webhook target that verifies signatures like Luna's webhook route.
 */
export function startEmulator(options: { productName?: string; unitAmount?: number } = {}): EmulatorFixture {
  const name = options.productName ?? 'Luna';
  const productId = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_pro`;
  const catalog = { productId, priceLookupKey: `${productId}_monthly` };
  const emulator = buildStripeEmulator({
    seed: {
      productId,
      productName: `${name} Pro`,
      productDescription: `Unlimited conversations with ${name}`,
      unitAmount: options.unitAmount ?? 999,
      lookupKey: catalog.priceLookupKey,
      promotionCodes: true,
    },
  });
  open.push(emulator);
  const stripe = createEmulatedStripe(emulator);
  const received: Stripe.Event[] = [];
  emulator.setWebhookTarget(async (rawBody, signature) => {
    received.push(stripe.webhooks.constructEvent(rawBody, signature, emulator.webhookSecret));
  });
  return {
    stripe,
    emulator,
    webhookSecret: emulator.webhookSecret,
    catalog,
    received,
    async deliveredTypes() {
      await emulator.flushWebhooks();
      return received.map((e) => e.type);
    },
  };
}

/** What the billing feature does: customer -> price by lookup key -> default_incomplete subscription. */
export async function subscribe(f: EmulatorFixture, discounts?: Stripe.SubscriptionCreateParams.Discount[]) {
  const customer = await f.stripe.customers.create({ email: 'ana@example.com', metadata: { user_id: 'u1' } });
  const [price] = (await f.stripe.prices.list({ lookup_keys: [f.catalog.priceLookupKey], active: true })).data;
  const sub = await f.stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price!.id }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    discounts,
    metadata: { user_id: 'u1' },
    expand: ['latest_invoice.confirmation_secret'],
  });
  const invoice = sub.latest_invoice as Stripe.Invoice;
  const clientSecret = invoice.confirmation_secret?.client_secret ?? null;
  return { customer, price: price!, sub, invoice, clientSecret, piId: clientSecret?.split('_secret_')[0] ?? null };
}
