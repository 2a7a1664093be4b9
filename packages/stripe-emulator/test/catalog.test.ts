import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { startEmulator } from './emulator-fixture.ts';

describe('stripe emulator: customers, products, prices (real SDK)', () => {
  it('creates, retrieves, lists by email and updates a customer', async () => {
    const { stripe } = startEmulator();
    const created = await stripe.customers.create({ email: 'ana@example.com', metadata: { user_id: 'u1' } });
    expect(created.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    expect(created).toMatchObject({ object: 'customer', email: 'ana@example.com', livemode: false, metadata: { user_id: 'u1' } });
    await stripe.customers.create({ email: 'other@example.com' });

    const again = await stripe.customers.retrieve(created.id);
    expect(again).toEqual(created);
    const list = await stripe.customers.list({ email: 'ana@example.com' });
    expect(list).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(list.data.map((c) => c.id)).toEqual([created.id]);

    const updated = await stripe.customers.update(created.id, { name: 'Ana', metadata: { user_id: '' } });
    expect(updated).toMatchObject({ name: 'Ana', metadata: {} });
  });

  it('answers unknown ids with 404 resource_missing, bad keys with 401, unknown params with 400', async () => {
    const { stripe, emulator } = startEmulator();
    const err = await stripe.customers.retrieve('cus_nope').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(err).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id', message: "No such customer: 'cus_nope'" });
    await expect(stripe.prices.retrieve('price_nope')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(stripe.customers.create({ email: 'a@b.co', coupon: 'X' } as never)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
    });

    const wrongKey = new Stripe('sk_test_wrong', { httpClient: Stripe.createFetchHttpClient(emulator.fetch), maxNetworkRetries: 0 });
    await expect(wrongKey.customers.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('seeds the configured product and monthly price, found by lookup key', async () => {
    const { stripe, catalog, emulator } = startEmulator({ productName: 'Luna', unitAmount: 1299 });
    expect(catalog).toEqual({ productId: 'luna_pro', priceLookupKey: 'luna_pro_monthly' });
    const prices = await stripe.prices.list({ lookup_keys: [catalog.priceLookupKey], active: true, expand: ['data.product'] });
    expect(prices.data).toHaveLength(1);
    const price = prices.data[0]!;
    expect(price.id).toBe(emulator.catalog?.priceId);
    expect(price).toMatchObject({ unit_amount: 1299, currency: 'usd', recurring: { interval: 'month', interval_count: 1 }, type: 'recurring' });
    expect(price.product).toMatchObject({ id: 'luna_pro', object: 'product', name: 'Luna Pro', default_price: price.id });

    const byProduct = await stripe.prices.list({ product: 'luna_pro' });
    expect(byProduct.data.map((p) => p.id)).toEqual([price.id]);
    expect((await stripe.products.retrieve('luna_pro')).active).toBe(true);
  });

  it('moves a lookup key only with transfer_lookup_key, and paginates lists', async () => {
    const { stripe } = startEmulator();
    const product = await stripe.products.create({ name: 'Extra' });
    const a = await stripe.prices.create({ product: product.id, unit_amount: 100, currency: 'usd', lookup_key: 'k' });
    await expect(stripe.prices.create({ product: product.id, unit_amount: 200, currency: 'usd', lookup_key: 'k' })).rejects.toMatchObject({
      param: 'lookup_key',
    });
    const b = await stripe.prices.create({ product: product.id, unit_amount: 200, currency: 'usd', lookup_key: 'k', transfer_lookup_key: true });
    expect((await stripe.prices.retrieve(a.id)).lookup_key).toBeNull();
    expect((await stripe.prices.list({ lookup_keys: ['k'] })).data.map((p) => p.id)).toEqual([b.id]);

    const page1 = await stripe.prices.list({ product: product.id, limit: 1 });
    expect(page1).toMatchObject({ has_more: true });
    expect(page1.data.map((p) => p.id)).toEqual([b.id]);
    const page2 = await stripe.prices.list({ product: product.id, limit: 1, starting_after: b.id });
    expect(page2.data.map((p) => p.id)).toEqual([a.id]);
    expect(page2.has_more).toBe(false);
  });
});
