import type Stripe from 'stripe';
import { afterEach } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createStripe, type StripeSetup } from '../../src/features/billing/stripe/stripe-client.ts';

export interface EmulatorFixture extends StripeSetup {
  /** Events delivered to the webhook target, each verified with stripe.webhooks.constructEvent. */
  received: Stripe.Event[];
  emulator: NonNullable<StripeSetup['emulator']>;
  /** Waits for deliveries, then returns the delivered event types in order. */
  deliveredTypes(): Promise<string[]>;
}

const open: StripeSetup[] = [];
afterEach(async () => {
  while (open.length) await open.pop()!.emulator?.close();
});

/** The real factory in emulator mode, with a webhook target that verifies signatures like Luna's. */
export function startEmulator(env: Record<string, string> = {}): EmulatorFixture {
  const setup = createStripe(loadConfig({ DATA_DIR: 'memory://', ...env }));
  open.push(setup);
  if (!setup.emulator) throw new Error('expected emulator mode');
  const received: Stripe.Event[] = [];
  setup.emulator.setWebhookTarget(async (rawBody, signature) => {
    received.push(setup.stripe.webhooks.constructEvent(rawBody, signature, setup.webhookSecret));
  });
  return {
    ...setup,
    emulator: setup.emulator,
    received,
    async deliveredTypes() {
      await setup.emulator!.flushWebhooks();
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
