import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startEmulator, subscribe } from './emulator-fixture.ts';

async function promo(f: ReturnType<typeof startEmulator>, code: string) {
  const { data } = await f.stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] });
  return data[0];
}

async function payFirstInvoice(f: ReturnType<typeof startEmulator>, piId: string | null) {
  await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_visa' });
}

describe('stripe emulator: promotion codes', () => {
  it('seeds WELCOME20, SAVE5 and FREEMONTH with the new promotion shape; lookup is case-insensitive', async () => {
    const f = startEmulator();
    const welcome = await promo(f, 'welcome20');
    expect(welcome).toMatchObject({ object: 'promotion_code', code: 'WELCOME20', active: true, promotion: { type: 'coupon' } });
    expect(welcome!.id).toMatch(/^promo_/);
    expect(welcome!.promotion.coupon).toMatchObject({ object: 'coupon', percent_off: 20, duration: 'forever', valid: true });
    expect((await promo(f, 'SAVE5'))!.promotion.coupon).toMatchObject({ amount_off: 500, currency: 'usd', duration: 'once' });
    expect((await promo(f, 'FREEMONTH'))!.promotion.coupon).toMatchObject({ percent_off: 100, duration: 'once' });
    expect(await promo(f, 'NOPE')).toBeUndefined();
    expect((await f.stripe.promotionCodes.retrieve(welcome!.id)).code).toBe('WELCOME20');
  });

  it('applies a percentage code to every invoice and a fixed once-code to the first only', async () => {
    const f = startEmulator();
    const pct = await subscribe(f, [{ promotion_code: (await promo(f, 'WELCOME20'))!.id }]);
    expect(pct.invoice).toMatchObject({ subtotal: 999, total: 799, amount_due: 799 });
    expect(pct.invoice.total_discount_amounts).toEqual([{ amount: 200, discount: expect.stringMatching(/^di_/) }]);
    await payFirstInvoice(f, pct.piId);
    const renewedPct = await f.emulator.advanceToRenewal(pct.sub.id);
    expect(await f.stripe.invoices.retrieve(renewedPct.latest_invoice as string)).toMatchObject({ total: 799, status: 'paid' });

    const fixed = await subscribe(f, [{ promotion_code: (await promo(f, 'SAVE5'))!.id }]);
    expect(fixed.invoice).toMatchObject({ total: 499 });
    expect((await f.stripe.paymentIntents.retrieve(fixed.piId!)).amount).toBe(499);
    await payFirstInvoice(f, fixed.piId);
    const renewedFixed = await f.emulator.advanceToRenewal(fixed.sub.id);
    expect(await f.stripe.invoices.retrieve(renewedFixed.latest_invoice as string)).toMatchObject({ total: 999, status: 'paid' });
    expect((await f.stripe.promotionCodes.retrieve((await promo(f, 'SAVE5'))!.id)).times_redeemed).toBe(1);
  });

  it('a 100% code makes the subscription active at once, with a paid 0 invoice and no client secret', async () => {
    const f = startEmulator();
    const { sub, invoice, clientSecret } = await subscribe(f, [{ promotion_code: (await promo(f, 'FREEMONTH'))!.id }]);
    expect(sub.status).toBe('active');
    expect(clientSecret).toBeNull();
    expect(invoice).toMatchObject({ status: 'paid', total: 0, amount_paid: 0, confirmation_secret: null });
    const types = await f.deliveredTypes();
    expect(types.slice(0, 3)).toEqual(['customer.subscription.created', 'invoice.paid', 'invoice.payment_succeeded']);
    expect((f.received[0]!.data.object as Stripe.Subscription).status).toBe('active');
  });

  it('accepts a coupon id directly and refuses inactive or unknown codes without creating anything', async () => {
    const f = startEmulator();
    expect((await subscribe(f, [{ coupon: 'save5' }])).invoice.total).toBe(499);
    const p = (await promo(f, 'WELCOME20'))!;
    await f.stripe.promotionCodes.update(p.id, { active: false });
    const customer = await f.stripe.customers.create({});
    const create = (discounts: Stripe.SubscriptionCreateParams.Discount[]) =>
      f.stripe.subscriptions.create({
        customer: customer.id,
        items: [{ price: f.emulator.catalog!.priceId }],
        payment_behavior: 'default_incomplete',
        discounts,
      });
    await expect(create([{ promotion_code: p.id }])).rejects.toMatchObject({ statusCode: 400, param: 'discounts[0][promotion_code]' });
    await expect(create([{ promotion_code: 'promo_missing' }])).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    expect((await f.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it('creates coupons (percent, amount, repeating) and promotion codes through the API', async () => {
    const f = startEmulator();
    const coupon = await f.stripe.coupons.create({ percent_off: 50, duration: 'repeating', duration_in_months: 3, name: 'Half' });
    expect(coupon).toMatchObject({ object: 'coupon', percent_off: 50, duration: 'repeating', duration_in_months: 3, livemode: false });
    const code = await f.stripe.promotionCodes.create({ promotion: { type: 'coupon', coupon: coupon.id }, code: 'half3' });
    expect(code).toMatchObject({ code: 'HALF3', promotion: { type: 'coupon', coupon: coupon.id } });
    await expect(f.stripe.coupons.create({ duration: 'once' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(f.stripe.coupons.create({ amount_off: 100, duration: 'once' })).rejects.toMatchObject({ param: 'currency' });
  });
});

describe('stripe emulator: subscription lifecycle', () => {
  it('cancels at period end, resumes, and ends at the period end', async () => {
    const f = startEmulator();
    const { sub, piId } = await subscribe(f);
    await payFirstInvoice(f, piId);
    const scheduled = await f.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    expect(scheduled).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: scheduled.items.data[0]!.current_period_end });
    const resumed = await f.stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await f.emulator.flushWebhooks();
    const updates = f.received.filter((e) => e.type === 'customer.subscription.updated').slice(-2);
    expect(updates.map((e) => e.data.previous_attributes)).toMatchObject([{ cancel_at_period_end: false }, { cancel_at_period_end: true }]);

    await f.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    const ended = await f.emulator.advanceToRenewal(sub.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect((await f.deliveredTypes()).at(-1)).toBe('customer.subscription.deleted');
  });

  it('cancels immediately; canceled subscriptions leave the default list', async () => {
    const f = startEmulator();
    const { sub, piId, customer } = await subscribe(f);
    await payFirstInvoice(f, piId);
    const canceled = await f.stripe.subscriptions.cancel(sub.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'cancellation_requested' } });
    expect((await f.deliveredTypes()).at(-1)).toBe('customer.subscription.deleted');
    expect((await f.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await f.stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data.map((s) => s.id)).toEqual([sub.id]);
    await expect(f.stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('renews: invoice.paid and a new period; a failed renewal makes it past_due until the invoice is paid', async () => {
    const f = startEmulator();
    const { sub, piId } = await subscribe(f);
    await payFirstInvoice(f, piId);
    const firstEnd = (await f.stripe.subscriptions.retrieve(sub.id)).items.data[0]!.current_period_end;
    const renewed = await f.emulator.advanceToRenewal(sub.id);
    expect(renewed.status).toBe('active');
    expect(renewed.items.data[0]!.current_period_start).toBe(firstEnd);
    expect((await f.deliveredTypes()).slice(-4)).toEqual([
      'customer.subscription.updated',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);

    const failed = await f.emulator.advanceToRenewal(sub.id, { fail: true });
    expect(failed.status).toBe('past_due');
    await f.emulator.flushWebhooks();
    const failure = f.received.find((e) => e.type === 'invoice.payment_failed')!;
    expect(failure.data.object).toMatchObject({ billing_reason: 'subscription_cycle', status: 'open', attempt_count: 1 });
    expect(f.received.at(-1)).toMatchObject({
      type: 'customer.subscription.updated',
      data: { object: { status: 'past_due' }, previous_attributes: { status: 'active' } },
    });

    const open = await f.stripe.invoices.retrieve(failed.latest_invoice as string, { expand: ['confirmation_secret'] });
    const retryPi = open.confirmation_secret!.client_secret.split('_secret_')[0]!;
    await f.stripe.paymentIntents.confirm(retryPi, { payment_method: 'pm_card_visa' });
    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('expires incomplete subscriptions older than the window', async () => {
    const f = startEmulator();
    const { sub } = await subscribe(f);
    expect(await f.emulator.expireIncomplete()).toEqual([]);
    expect(await f.emulator.expireIncomplete({ olderThanSeconds: 0 })).toEqual([sub.id]);
    expect((await f.stripe.subscriptions.retrieve(sub.id)).status).toBe('incomplete_expired');
  });
});
