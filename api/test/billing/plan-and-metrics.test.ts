import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingRepository, type SubscriptionFields } from '../../src/features/billing/billing-repository.ts';
import { subscriptionMetrics } from '../../src/features/billing/metrics.ts';
import { displayStatus, planForSubscriptions } from '../../src/features/billing/plan.ts';
import { getSubscriptionSummary } from '../../src/features/billing/subscription-summary.ts';
import { discountedAmount, subscriptionFields } from '../../src/features/billing/subscription-mapping.ts';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

describe('plan: one rule from the subscription rows', () => {
  it.each([
    [[], 'free'],
    [['active'], 'pro'],
    [['trialing'], 'pro'],
    [['past_due'], 'pro'],
    [['canceled'], 'free'],
    [['incomplete'], 'free'],
    [['incomplete_expired'], 'free'],
    [['unpaid'], 'free'],
    [['paused'], 'free'],
    [['canceled', 'active'], 'pro'],
  ])('%j -> %s', (statuses, plan) => {
    expect(planForSubscriptions(statuses.map((status) => ({ status })))).toBe(plan);
  });

  it('maps Stripe statuses to the four the Billing modal shows', () => {
    expect(['active', 'trialing', 'past_due', 'unpaid', 'canceled', 'incomplete_expired', 'incomplete', 'paused'].map(displayStatus)).toEqual([
      'active',
      'active',
      'past_due',
      'past_due',
      'canceled',
      'canceled',
      'unknown',
      'unknown',
    ]);
  });
});

describe('subscription mapping', () => {
  it('discounts by percent, by amount, and never below zero', () => {
    expect(discountedAmount(999, { percent_off: 20, amount_off: null })).toBe(799);
    expect(discountedAmount(999, { percent_off: null, amount_off: 500 })).toBe(499);
    expect(discountedAmount(999, { percent_off: 100, amount_off: null })).toBe(0);
    expect(discountedAmount(999, { percent_off: null, amount_off: 5000 })).toBe(0);
    expect(discountedAmount(999, null)).toBe(999);
  });

  const sub = (duration: string, extra: object = {}) =>
    ({
      id: 'sub_1',
      customer: 'cus_1',
      status: 'active',
      currency: 'usd',
      cancel_at_period_end: false,
      metadata: {},
      default_payment_method: { id: 'pm_1', card: { brand: 'visa', last4: '4242' } },
      discounts: [
        {
          id: 'di_1',
          end: null,
          promotion_code: { id: 'promo_1', code: 'SAVE' },
          source: { type: 'coupon', coupon: { percent_off: 50, amount_off: null, duration, name: 'Half' } },
        },
      ],
      items: {
        data: [
          {
            current_period_start: 1_800_000_000,
            current_period_end: 1_802_592_000,
            price: { id: 'price_1', unit_amount: 1000, currency: 'usd', recurring: { interval: 'month' }, product: { name: 'Luna Pro' } },
          },
        ],
      },
      ...extra,
    }) as unknown as Stripe.Subscription;

  it('stores what the next renewal costs: forever discounts count, once-only ones do not', () => {
    expect(subscriptionFields(sub('forever'), 'u1', 'x')).toMatchObject({
      amount: 500,
      couponCode: 'SAVE',
      discount: { type: 'percentage', value: 50, duration: 'forever' },
      cardBrand: 'visa',
      cardLast4: '4242',
      productName: 'Luna Pro',
      priceId: 'price_1',
      currentPeriodEnd: new Date(1_802_592_000 * 1000),
    });
    expect(subscriptionFields(sub('once'), 'u1', 'x').amount).toBe(1000);
  });
});

describe(`billing data: plan sync, event guard, summary, metrics (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  let n = 0;
  async function seed(status: string, amount: number, interval = 'month'): Promise<SubscriptionFields> {
    const user = await createTestUser(t);
    const fields: SubscriptionFields = {
      id: `sub_m${++n}`,
      userId: user.id,
      stripeCustomerId: `cus_m${n}`,
      status,
      priceId: 'price_1',
      productName: 'Luna Pro',
      amount,
      currency: 'usd',
      interval,
      currentPeriodStart: new Date(),
      currentPeriodEnd: new Date(Date.now() + 30 * 86400_000),
      cancelAtPeriodEnd: false,
      couponCode: null,
      discount: null,
      cardBrand: 'visa',
      cardLast4: '4242',
    };
    await createBillingRepository(t.db).upsertSubscription(fields, null);
    return fields;
  }

  it('keeps the newest event: an older event time cannot overwrite, a direct read always can', async () => {
    const s = await seed('active', 999);
    expect(await createBillingRepository(t.db).upsertSubscription({ ...s, status: 'past_due' }, 200)).toBe(true);
    expect(await createBillingRepository(t.db).upsertSubscription({ ...s, status: 'active' }, 100)).toBe(false);
    expect((await createBillingRepository(t.db).subscription(s.id))?.status).toBe('past_due');
    // Same second: the later write wins (it re-read Stripe after the earlier one).
    expect(await createBillingRepository(t.db).upsertSubscription({ ...s, status: 'active', cardBrand: null, cardLast4: null }, 200)).toBe(true);
    const row = await createBillingRepository(t.db).subscription(s.id);
    expect(row).toMatchObject({ status: 'active', lastEventCreated: 200, cardBrand: 'visa', cardLast4: '4242' });
    expect(await createBillingRepository(t.db).upsertSubscription({ ...s, status: 'canceled' }, null)).toBe(true);
    expect(await createBillingRepository(t.db).subscription(s.id)).toMatchObject({ status: 'canceled', lastEventCreated: 200 });
  });

  it('summarises the subscription that gives Pro, and null otherwise', async () => {
    const s = await seed('past_due', 799);
    expect(await getSubscriptionSummary(t.db, s.userId)).toMatchObject({
      id: s.id,
      plan: 'Pro',
      status: 'past_due',
      amount: 799,
      currency: 'usd',
      interval: 'month',
      cancelAtPeriodEnd: false,
      stripeCustomerId: s.stripeCustomerId,
      card: { brand: 'visa', last4: '4242' },
      nextBillingDate: s.currentPeriodEnd!.toISOString(),
    });
    const gone = await seed('canceled', 999);
    expect(await getSubscriptionSummary(t.db, gone.userId)).toBeNull();
  });

  it('counts subscribers and monthly recurring revenue after discounts', async () => {
    const before = await subscriptionMetrics(t.db);
    await seed('active', 999);
    await seed('active', 799); // 20% off forever
    await seed('past_due', 999); // still being collected
    await seed('trialing', 999); // a subscriber, but nothing billed yet
    await seed('active', 12_000, 'year'); // 1000 per month
    await seed('canceled', 999);
    await seed('incomplete', 999);
    const after = await subscriptionMetrics(t.db);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(5);
    expect(after.mrrCents - before.mrrCents).toBe(999 + 799 + 999 + 1000);
  });
});
