import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionMetrics } from '../../src/features/billing/metrics.ts';
import { dbKind, type TestUser } from '../helpers.ts';
import { buildBillingApp, createTestUser, subscribe, userPlan, type BillingTestApp } from './billing-fixture.ts';
import { payInBrowser } from './pay.ts';

describe(`billing: coupons, cancel/resume, renewals (${dbKind})`, () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingApp();
  });
  afterAll(async () => t.close());

  const validate = (user: TestUser, couponCode: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      headers: user.auth,
      payload: { couponCode, userId: user.id, productId: 'luna_pro' },
    });
  const billing = async (user: TestUser, action?: 'cancel' | 'resume') =>
    (action
      ? await t.app.inject({ method: 'POST', url: `/api/billing/${action}`, headers: user.auth })
      : await t.app.inject({ url: '/api/billing/subscription', headers: user.auth })
    ).json();

  async function proUser(couponId: string | null = null): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user, { couponId })).json();
    if (result.clientSecret) await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    await t.app.inject({ method: 'POST', url: '/api/billing/confirm', headers: user.auth, payload: { subscriptionId: result.subscriptionId } });
    await t.settle();
    return { user, subscriptionId: result.subscriptionId };
  }

  it('validates promotion codes, upper-casing and trimming what was typed', async () => {
    const user = await createTestUser(t);
    expect((await validate(user, ' welcome20 ')).json()).toEqual({
      success: true,
      message: 'Coupon WELCOME20 applied: 20% off.',
      coupon: { code: 'WELCOME20', name: '20% off', discount: { type: 'percentage', value: 20 }, finalPrice: 7.99, makesFree: false },
    });
    expect((await validate(user, 'SAVE5')).json().coupon).toMatchObject({
      discount: { type: 'fixed', value: 5 },
      finalPrice: 4.99,
      makesFree: false,
    });
    expect((await validate(user, 'freemonth')).json().coupon).toMatchObject({
      discount: { type: 'percentage', value: 100 },
      finalPrice: 0,
      makesFree: true,
    });
    for (const code of ['NOPE', '', '   ', 'WELCOME 20', "x' OR 1=1"]) {
      expect((await validate(user, code)).json()).toEqual({ success: false, message: 'Invalid coupon code', coupon: null });
    }
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/validate-coupon',
      headers: user.auth,
      payload: { couponCode: 'SAVE5', userId: 'someone-else' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses to subscribe with an invalid code and creates nothing', async () => {
    const user = await createTestUser(t);
    const res = await subscribe(t, user, { couponId: 'BOGUS' });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.message).toBe('Invalid coupon code');
    const { rows } = await t.db.query('SELECT 1 FROM billing_subscriptions WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('percentage coupon: charges 7.99 now and every month', async () => {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user, { couponId: 'welcome20' })).json();
    const pi = await t.stripe.paymentIntents.retrieve(result.clientSecret.split('_secret_')[0]);
    expect(pi.amount).toBe(799);
    await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    await t.settle();
    expect((await billing(user)).subscription).toMatchObject({ status: 'active', amount: 799, couponCode: 'WELCOME20' });
  });

  it('fixed coupon once: charges 4.99 now, then 9.99', async () => {
    const user = await createTestUser(t);
    const { result } = (await subscribe(t, user, { couponId: 'SAVE5' })).json();
    expect((await t.stripe.paymentIntents.retrieve(result.clientSecret.split('_secret_')[0])).amount).toBe(499);
    await payInBrowser(t, result.clientSecret, 'pm_card_visa');
    await t.settle();
    expect((await billing(user)).subscription).toMatchObject({ status: 'active', amount: 999 });
    const consent = await t.db.query('SELECT price FROM billing_consents WHERE user_id = $1', [user.id]);
    expect(consent.rows[0]!.price).toBe('$9.99 per month; due today $4.99 with coupon SAVE5');
  });

  it('100% coupon: active at once with no card, then a receipt for $0.00', async () => {
    const user = await createTestUser(t);
    const res = await subscribe(t, user, { couponId: 'FREEMONTH' });
    expect(res.json().result).toMatchObject({ clientSecret: null, status: 'active', subscription: { status: 'active', card: null } });
    expect(await userPlan(t, user.id)).toBe('pro');
    await t.settle();
    const mail = await t.db.query('SELECT text_body FROM outbox WHERE to_address = $1', [user.email]);
    expect(mail.rows.map((r) => r.text_body).join()).toContain('Amount paid: $0.00');
  });

  it('cancel keeps Pro until the period ends; resume undoes it; the end of the period ends Pro', async () => {
    const { user, subscriptionId } = await proUser();
    const cancelled = await billing(user, 'cancel');
    expect(cancelled).toMatchObject({ plan: 'pro', subscription: { status: 'active', cancelAtPeriodEnd: true, nextBillingDate: null } });
    expect((await t.stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(true);
    const resumed = await billing(user, 'resume');
    expect(resumed.subscription).toMatchObject({ cancelAtPeriodEnd: false, nextBillingDate: resumed.subscription.currentPeriodEnd });
    await billing(user, 'cancel');
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('pro');

    await t.emulator.advanceToRenewal(subscriptionId);
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('free');
    expect(await billing(user)).toEqual({ plan: 'free', subscription: null });
    const row = await t.db.query('SELECT status FROM billing_subscriptions WHERE id = $1', [subscriptionId]);
    expect(row.rows[0]!.status).toBe('canceled');
    const none = await t.app.inject({ method: 'POST', url: '/api/billing/cancel', headers: user.auth });
    expect(none.statusCode).toBe(404);
  });

  it('a failed renewal makes the subscription past_due: Pro stays, a mail explains; a later success restores active', async () => {
    const { user, subscriptionId } = await proUser();
    await t.emulator.advanceToRenewal(subscriptionId, { fail: true });
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('pro');
    expect((await billing(user)).subscription).toMatchObject({ status: 'past_due' });
    const mail = await t.db.query('SELECT kind FROM outbox WHERE to_address = $1 ORDER BY id', [user.email]);
    expect(mail.rows.map((r) => r.kind)).toEqual(['billing_receipt', 'billing_payment_failed']);

    await t.emulator.advanceToRenewal(subscriptionId);
    await t.settle();
    expect((await billing(user)).subscription).toMatchObject({ status: 'active' });
  });

  it('Stripe cancelling the subscription (e.g. after the last retry) ends Pro at once', async () => {
    const { user, subscriptionId } = await proUser();
    await t.stripe.subscriptions.cancel(subscriptionId);
    await t.settle();
    expect(await userPlan(t, user.id)).toBe('free');
  });

  it('counts MRR from the stored subscriptions', async () => {
    const before = await subscriptionMetrics(t.db);
    await proUser('WELCOME20');
    await proUser();
    const after = await subscriptionMetrics(t.db);
    expect(after.activeSubscriptions - before.activeSubscriptions).toBe(2);
    expect(after.mrrCents - before.mrrCents).toBe(799 + 999);
  });
});
