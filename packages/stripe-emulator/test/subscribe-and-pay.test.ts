import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startEmulator, subscribe } from './emulator-fixture.ts';

describe('stripe emulator: subscribe and pay (real SDK)', () => {
  it('creates an incomplete subscription whose confirmed payment activates it, with signed events', async () => {
    const f = startEmulator();
    const { sub, invoice, clientSecret, piId, customer } = await subscribe(f);
    expect(sub.id).toMatch(/^sub_/);
    expect(sub).toMatchObject({ status: 'incomplete', customer: customer.id, metadata: { user_id: 'u1' }, default_payment_method: null });
    expect(invoice).toMatchObject({ object: 'invoice', status: 'open', total: 999, amount_due: 999, amount_paid: 0 });
    expect(invoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    // confirmation_secret is includable: absent unless expanded, as on Stripe.
    const plain = await f.stripe.invoices.retrieve(invoice.id);
    expect(plain).not.toHaveProperty('confirmation_secret');
    expect((await f.stripe.subscriptions.retrieve(sub.id)).latest_invoice).toBe(invoice.id);

    const pi = await f.stripe.paymentIntents.confirm(piId!, { payment_method: 'pm_card_visa' });
    expect(pi).toMatchObject({ status: 'succeeded', amount: 999, amount_received: 999, currency: 'usd' });

    const active = await f.stripe.subscriptions.retrieve(sub.id, { expand: ['default_payment_method'] });
    expect(active.status).toBe('active');
    const item = active.items.data[0]!;
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 86400);
    expect(item.current_period_end - item.current_period_start).toBeLessThanOrEqual(31 * 86400);
    const pm = active.default_payment_method as Stripe.PaymentMethod;
    expect(pm.id).toMatch(/^pm_/);
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242' });
    expect((await f.stripe.paymentMethods.retrieve(pm.id)).customer).toBe(customer.id);
    expect(await f.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid', amount_paid: 999, amount_remaining: 0 });

    expect(await f.deliveredTypes()).toEqual([
      'customer.subscription.created',
      'payment_intent.succeeded',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    const paid = f.received.find((e) => e.type === 'invoice.paid')!;
    expect(paid).toMatchObject({ api_version: '2026-10-28.endive', livemode: false });
    const paidInvoice = paid.data.object as Stripe.Invoice;
    expect(paidInvoice.parent?.subscription_details?.subscription).toBe(sub.id);
    expect(paidInvoice.amount_paid).toBe(999);
    const updated = f.received.at(-1)!;
    expect(updated.data.previous_attributes).toMatchObject({ status: 'incomplete', default_payment_method: null });
    expect((await f.stripe.events.retrieve(paid.id)).type).toBe('invoice.paid');
    expect((await f.stripe.events.list({ type: 'invoice.paid' })).data.map((e) => e.id)).toEqual([paid.id]);
  });

  it('signs webhooks exactly like Stripe: verifiable with the secret, rejected with another', async () => {
    const f = startEmulator();
    const raw: { body: string; signature: string }[] = [];
    f.emulator.setWebhookTarget(async (body, signature) => void raw.push({ body, signature }));
    await subscribe(f);
    await f.emulator.flushWebhooks();
    const { body, signature } = raw[0]!;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(f.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(f.stripe.webhooks.constructEvent(body, signature, f.webhookSecret).type).toBe('customer.subscription.created');
    expect(() => f.stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => f.stripe.webhooks.constructEvent(body.replace('incomplete', 'active'), signature, f.webhookSecret)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('delivers at least once: a failing webhook target gets the event again', async () => {
    const f = startEmulator();
    const attempts: string[] = [];
    f.emulator.setWebhookTarget(async (body) => {
      attempts.push((JSON.parse(body) as Stripe.Event).id);
      if (attempts.length === 1) throw new Error('handler down');
    });
    await f.stripe.subscriptions.create({
      customer: (await f.stripe.customers.create({})).id,
      items: [{ price: f.emulator.catalog!.priceId }],
      payment_behavior: 'default_incomplete',
    });
    expect(attempts).toEqual([]); // never inside the API request
    await f.emulator.flushWebhooks();
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
  });

  it('replays a POST with the same Idempotency-Key instead of creating a second subscription', async () => {
    const f = startEmulator();
    const customer = await f.stripe.customers.create({});
    const params = { customer: customer.id, items: [{ price: f.emulator.catalog!.priceId }], payment_behavior: 'default_incomplete' as const };
    const a = await f.stripe.subscriptions.create(params, { idempotencyKey: 'sub-u1-1' });
    const b = await f.stripe.subscriptions.create(params, { idempotencyKey: 'sub-u1-1' });
    expect(b.id).toBe(a.id);
    expect((await f.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
    await expect(f.stripe.subscriptions.create({ ...params, metadata: { x: '1' } }, { idempotencyKey: 'sub-u1-1' })).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('two requests with one Idempotency-Key at the same moment create one customer and one subscription', async () => {
    const f = startEmulator();
    const customers = await Promise.all(
      [1, 2, 3].map(() => f.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-u1' })),
    );
    expect(new Set(customers.map((c) => c.id)).size).toBe(1);
    const params = { customer: customers[0]!.id, items: [{ price: f.emulator.catalog!.priceId }], payment_behavior: 'default_incomplete' as const };
    const subs = await Promise.all([1, 2].map(() => f.stripe.subscriptions.create(params, { idempotencyKey: 'sub-u1-2' })));
    expect(subs[1]!.id).toBe(subs[0]!.id);
    expect((await f.stripe.subscriptions.list({ customer: customers[0]!.id })).data).toHaveLength(1);
  });

  it('answers unknown ids with 404 resource_missing', async () => {
    const { stripe } = startEmulator();
    const calls = [
      stripe.subscriptions.retrieve('sub_missing'),
      stripe.invoices.retrieve('in_missing'),
      stripe.paymentIntents.retrieve('pi_missing'),
      stripe.paymentMethods.retrieve('pm_missing'),
      stripe.promotionCodes.retrieve('promo_missing'),
      stripe.coupons.retrieve('missing'),
      stripe.events.retrieve('evt_missing'),
      stripe.products.retrieve('prod_missing'),
    ];
    for (const call of calls) {
      await expect(call).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
    }
  });
});
