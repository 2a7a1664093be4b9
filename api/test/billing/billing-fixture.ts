import Stripe from 'stripe';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';

/** The whole app in emulator mode, plus handles on its payment client and emulator. */
export interface BillingTestApp extends TestApp {
  stripe: Stripe;
  emulator: NonNullable<TestApp['app']['payments']['emulator']>;
  webhookSecret: string;
  /** Waits until the emulator has delivered every event it emitted into the webhook route. */
  settle(): Promise<void>;
}

export async function buildBillingApp(env: Record<string, string> = {}): Promise<BillingTestApp> {
  const t = await buildTestApp(env);
  const { stripe, emulator, webhookSecret } = t.app.payments;
  if (!emulator) throw new Error('billing tests run in emulator mode');
  return { ...t, stripe, emulator, webhookSecret, settle: () => emulator.flushWebhooks() };
}

/** POSTs a raw body to the webhook route, signed like Stripe (or with the given header). */
export function postEvent(t: BillingTestApp, event: object | string, signature?: string) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: t.webhookSecret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

export function subscribeBody(user: TestUser, extra: Record<string, unknown> = {}) {
  return {
    userId: user.id,
    plan: 'pro',
    productName: 'Luna Pro',
    productId: 'luna_pro',
    amount: 999,
    currency: 'usd',
    subscriptionStartAt: new Date().toISOString(),
    couponId: null,
    consent: true,
    ...extra,
  };
}

export async function subscribe(t: BillingTestApp, user: TestUser, extra: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url: '/webhook/subscribe', headers: user.auth, payload: subscribeBody(user, extra) });
}

export async function userPlan(t: TestApp, userId: string): Promise<string> {
  const { rows } = await t.db.query<{ plan: string }>('SELECT plan FROM users WHERE id = $1', [userId]);
  return rows[0]!.plan;
}

export { createTestUser };
