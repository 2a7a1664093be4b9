import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind } from '../helpers.ts';
import { buildBillingApp, createTestUser, postEvent, userPlan, type BillingTestApp } from './billing-fixture.ts';

let seq = 0;
const now = () => Math.floor(Date.now() / 1000);

function event(type: string, object: object, created = now()) {
  return {
    id: `evt_test_${Date.now()}_${++seq}`,
    object: 'event',
    type,
    created,
    livemode: false,
    api_version: '2026-10-28.endive',
    data: { object },
  };
}

/** A subscription snapshot as Stripe puts it in an event (ids unknown to the emulator). */
function subscriptionSnapshot(customer: string, status: string, extra: Record<string, unknown> = {}) {
  const start = now() - 60;
  return {
    id: `sub_snapshot_${customer}`,
    object: 'subscription',
    customer,
    status,
    currency: 'usd',
    cancel_at_period_end: false,
    discounts: [],
    default_payment_method: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_start: start,
          current_period_end: start + 30 * 86400,
          price: { id: 'price_x', unit_amount: 999, currency: 'usd', recurring: { interval: 'month' }, product: 'luna_pro' },
        },
      ],
    },
    ...extra,
  };
}

async function countEvents(t: BillingTestApp, id?: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(
    id ? 'SELECT count(*) AS n FROM stripe_events WHERE id = $1' : 'SELECT count(*) AS n FROM stripe_events',
    id ? [id] : [],
  );
  return rows[0]!.n;
}

describe(`billing: Stripe webhook route (${dbKind})`, () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingApp();
    await t.settle();
  });
  afterAll(async () => t.close());

  it('refuses bad signatures with 400 and records nothing', async () => {
    const before = await countEvents(t);
    const e = event('customer.created', { id: 'cus_x', object: 'customer' });
    const payload = JSON.stringify(e);
    const wrongSecret = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: t.webhookSecret, timestamp: now() - 400 });
    const signedOther = Stripe.webhooks.generateTestHeaderString({ payload: `${payload} `, secret: t.webhookSecret });
    for (const header of [wrongSecret, stale, signedOther, 'garbage']) {
      const res = await postEvent(t, payload, header);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: 'bad_request:signature', message: 'Invalid Stripe signature.' } });
    }
    // Re-serialised JSON (pretty-printed) no longer matches the signed bytes.
    const pretty = await postEvent(t, JSON.stringify(e, null, 2), Stripe.webhooks.generateTestHeaderString({ payload, secret: t.webhookSecret }));
    expect(pretty.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', headers: { 'content-type': 'application/json' }, payload });
    expect(missing.statusCode).toBe(400);
    expect(await countEvents(t)).toBe(before);
  });

  it('processes an event once, however often and concurrently it is delivered', async () => {
    const e = event('customer.created', { id: 'cus_y', object: 'customer' });
    const first = await postEvent(t, e);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'ignored' });
    const storm = await Promise.all(Array.from({ length: 10 }, () => postEvent(t, e)));
    expect(storm.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(storm.map((r) => r.json().outcome)).toEqual(Array(10).fill('duplicate'));
    expect(await countEvents(t, e.id)).toBe(1);
  });

  it('applies a subscription event once even under concurrent duplicate delivery', async () => {
    const user = await createTestUser(t);
    const customer = `cus_conc${seq}`;
    await t.db.query('INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2)', [user.id, customer]);
    const e = event('customer.subscription.updated', subscriptionSnapshot(customer, 'active'));
    const results = await Promise.all(Array.from({ length: 8 }, () => postEvent(t, e)));
    const outcomes = results.map((r) => r.json().outcome).sort();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'processed']);
    expect(await userPlan(t, user.id)).toBe('pro');
  });

  it('never lets an older event overwrite newer state', async () => {
    const user = await createTestUser(t);
    const customer = `cus_order${seq}`;
    await t.db.query('INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2)', [user.id, customer]);
    const t0 = now();
    const created = event('customer.subscription.created', subscriptionSnapshot(customer, 'active'), t0 - 20);
    const deleted = event('customer.subscription.deleted', subscriptionSnapshot(customer, 'canceled'), t0);
    const staleUpdate = event('customer.subscription.updated', subscriptionSnapshot(customer, 'active'), t0 - 10);

    expect((await postEvent(t, created)).json().outcome).toBe('processed');
    expect(await userPlan(t, user.id)).toBe('pro');
    expect((await postEvent(t, deleted)).json().outcome).toBe('processed');
    expect(await userPlan(t, user.id)).toBe('free');
    // Delivered late: recorded (so it is not retried forever) but it changes nothing.
    expect((await postEvent(t, staleUpdate)).statusCode).toBe(200);
    expect(await countEvents(t, staleUpdate.id)).toBe(1);
    const { rows } = await t.db.query('SELECT status, last_event_created FROM billing_subscriptions WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ status: 'canceled', last_event_created: t0 }]);
    expect(await userPlan(t, user.id)).toBe('free');
  });

  it('ignores subscriptions that belong to no Luna user', async () => {
    const e = event('customer.subscription.updated', subscriptionSnapshot('cus_stranger', 'active'));
    const res = await postEvent(t, e);
    expect(res.json().outcome).toBe('ignored');
    const { rows } = await t.db.query('SELECT 1 FROM billing_subscriptions WHERE stripe_customer_id = $1', ['cus_stranger']);
    expect(rows).toHaveLength(0);
  });
});
