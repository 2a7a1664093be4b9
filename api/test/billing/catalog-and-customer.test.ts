import { PRO_FEATURES } from '@luna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKind } from '../helpers.ts';
import { buildBillingApp, createTestUser, subscribe, type BillingTestApp } from './billing-fixture.ts';

describe(`billing: catalogue, customer, consent (${dbKind})`, () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingApp();
  });
  afterAll(async () => t.close());

  it('serves the Pro product from Stripe with the price in dollars and the Pro promises', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/webhook/products', payload: { productId: 'luna_pro' } });
    expect(res.statusCode).toBe(200);
    const { status, result } = res.json();
    expect(status).toBe('success');
    expect(result.products).toHaveLength(1);
    expect(result.products[0]).toMatchObject({
      id: 'luna_pro',
      name: 'Luna Pro',
      price: 9.99,
      unitAmount: 999,
      currency: 'usd',
      interval: 'month',
      features: [...PRO_FEATURES],
    });
    expect(result.products[0].priceId).toMatch(/^price_/);
  });

  it('answers an unknown product in the workflow envelope', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/webhook/products', payload: { productId: 'other' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', result: { success: false, message: 'Unknown product.' } });
  });

  it('creates one customer per user for their own e-mail, and reuses it', async () => {
    const user = await createTestUser(t);
    const first = await t.app.inject({
      method: 'POST',
      url: '/webhook/create-customer',
      headers: user.auth,
      payload: { email: user.email.toUpperCase() },
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ status: 'success', result: { success: true } });
    expect(body.result.stripeCustomerId).toMatch(/^cus_/);
    expect(body.result.customer.id).toBe(body.result.stripeCustomerId);
    const customer = await t.stripe.customers.retrieve(body.result.stripeCustomerId);
    expect(customer).toMatchObject({ email: user.email, metadata: { user_id: user.id } });

    const again = await t.app.inject({ method: 'POST', url: '/webhook/create-customer', headers: user.auth, payload: { email: user.email } });
    expect(again.json().result.stripeCustomerId).toBe(body.result.stripeCustomerId);
  });

  it("refuses someone else's e-mail and anonymous callers, and creates nothing", async () => {
    const user = await createTestUser(t);
    const other = await t.app.inject({
      method: 'POST',
      url: '/webhook/create-customer',
      headers: user.auth,
      payload: { email: 'someone@example.com' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ status: 'error', result: { success: false } });
    const anon = await t.app.inject({ method: 'POST', url: '/webhook/create-customer', payload: { email: user.email } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().status).toBe('error');
    const { rows } = await t.db.query('SELECT 1 FROM billing_customers WHERE user_id = $1', [user.id]);
    expect(rows).toHaveLength(0);
  });

  it('requires consent to the terms before subscribing, and changes nothing without it', async () => {
    const user = await createTestUser(t);
    for (const consent of [false, undefined]) {
      const res = await subscribe(t, user, { consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().result.message).toBe('Please confirm that you agree to the subscription terms before paying.');
    }
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*) FROM billing_customers WHERE user_id = $1) + (SELECT count(*) FROM billing_subscriptions WHERE user_id = $1)
            + (SELECT count(*) FROM billing_consents WHERE user_id = $1) AS n`,
      [user.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("refuses to subscribe another user's id", async () => {
    const user = await createTestUser(t);
    const res = await subscribe(t, user, { userId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(403);
  });

  it('needs a session for the subscription endpoints', async () => {
    for (const [method, url] of [
      ['GET', '/api/billing/subscription'],
      ['POST', '/api/billing/cancel'],
      ['POST', '/api/billing/resume'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(401);
    }
    const free = await createTestUser(t);
    const res = await t.app.inject({ url: '/api/billing/subscription', headers: free.auth });
    expect(res.json()).toEqual({ plan: 'free', subscription: null });
  });
});
