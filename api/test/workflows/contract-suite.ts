import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  billingMessages,
  loginResponseSchema,
  registrationResponseSchema,
  SERVICE_KEY_HEADER,
  WORKFLOW_CONTRACTS,
  workflowError,
  workflowMessages,
} from '@luna/contracts';
import { createTestUser, type TestApp } from '../helpers.ts';
import { PASSWORD, registration, uniqueEmail } from '../auth/auth-fixtures.ts';

/** Where the suite sends its requests: Luna's origin, as the browser does, whoever answers behind it. */
export interface ContractTarget {
  /** Luna's address (the browser calls `${base}/webhook/<name>`). */
  base: string;
  /** The running app, for its database. */
  t: TestApp;
}

export interface Reply {
  status: number;
  body: unknown;
  text: string;
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/**
 * Every /webhook/* contract over HTTP: success, the error texts of spec section 8 the server
 * gives, bad input (changing nothing), and the service door's key. The same suite runs against
 * the API answering itself and against Luna forwarding to real n8n.
 */
export function describeContracts(label: string, target: () => ContractTarget) {
  const post = (name: string, body: unknown, headers: Record<string, string> = {}) => postJson(`${target().base}/webhook/${name}`, body, headers);
  const count = async (table: 'users' | 'outbox') => (await target().t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
  const expectError = (reply: Reply, status: number, message: string) => {
    expect(reply.status, reply.text).toBe(status);
    expect(reply.body).toEqual(workflowError(message));
  };

  describe(`the workflow contracts, ${label}`, () => {
    it('registration: creates the account and answers with the user and a session', async () => {
      const body = registration();
      const reply = await post('registration', body);
      expect(reply.status, reply.text).toBe(200);
      const json = registrationResponseSchema.parse(reply.body);
      expect(json.result.customUser).toMatchObject({ email: body.email, plan: 'free' });
      expect(json.result.session.access_token).toBeTruthy();
    });

    it("registration: 'Email already exists', and a rule's message for bad input; nothing stored", async () => {
      const body = registration();
      expect((await post('registration', body)).status).toBe(200);
      const before = await count('users');
      expectError(await post('registration', body), 409, 'Email already exists');
      expectError(await post('registration', registration({ password: 'password1' })), 400, accountMessages.password);
      expectError(await post('registration', { email: uniqueEmail() }), 400, accountMessages.required);
      const malformed = await post('registration', '{"email": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ status: 'error', result: { success: false } });
      expect(await count('users')).toBe(before);
    });

    it("login: a session for the right password, 'Invalid email or password' otherwise", async () => {
      const body = registration();
      expect((await post('registration', body)).status).toBe(200);
      const ok = await post('login', { email: body.email, password: PASSWORD });
      expect(ok.status, ok.text).toBe(200);
      expect(loginResponseSchema.parse(ok.body).result.user.email).toBe(body.email);
      expectError(await post('login', { email: body.email, password: 'Wr0ng!pass' }), 401, 'Invalid email or password');
      expectError(await post('login', { email: body.email }), 400, accountMessages.loginRequired);
    });

    it('forgot-password: the same answer for any address, a mail only for an account', async () => {
      const body = registration();
      expect((await post('registration', body)).status).toBe(200);
      const mails = await count('outbox');
      const known = await post('forgot-password', { email: body.email });
      const unknown = await post('forgot-password', { email: uniqueEmail('nobody') });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toMatchObject({ status: 'success', result: { success: true } });
      expect(await count('outbox')).toBe(mails + 1);
      expectError(await post('forgot-password', {}), 400, accountMessages.forgotRequired);
    });

    it('products: the Pro plan; an unknown product in the envelope', async () => {
      const ok = await post('products', { productId: 'luna_pro' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ status: 'success', result: { products: [{ id: 'luna_pro', unitAmount: 999, currency: 'usd' }] } });
      expectError(await post('products', { productId: 'luna_gold' }), 404, 'Unknown product.');
    });

    it("create-customer: the caller's own customer, from their token; refusals change nothing", async () => {
      const user = await createTestUser(target().t);
      const ok = await post('create-customer', { email: user.email }, user.auth);
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body).toMatchObject({ status: 'success', result: { success: true, stripeCustomerId: expect.stringMatching(/^cus_/) } });
      expectError(await post('create-customer', { email: user.email }), 401, 'Please log in to continue.');
      expectError(await post('create-customer', { email: uniqueEmail() }, user.auth), 403, billingMessages.customerEmailMismatch);
      expect((await post('create-customer', { email: 42 }, user.auth)).status).toBe(400);
    });

    it("subscribe: starts Pro with a coupon for the token's user; an invalid coupon or no consent is refused", async () => {
      const user = await createTestUser(target().t);
      const body = (extra: Record<string, unknown> = {}) => ({
        userId: user.id,
        plan: 'pro',
        productName: 'Luna Pro',
        productId: 'luna_pro',
        stripeId: null,
        paymentMethodId: null,
        amount: 999,
        currency: 'usd',
        subscriptionStartAt: new Date().toISOString(),
        couponId: null,
        consent: true,
        ...extra,
      });
      expectError(await post('subscribe', body({ couponId: 'NOPE' }), user.auth), 400, billingMessages.invalidCoupon);
      expectError(await post('subscribe', body({ consent: false }), user.auth), 400, billingMessages.consentRequired);
      expectError(await post('subscribe', body()), 401, 'Please log in to continue.');
      const ok = await post('subscribe', body({ couponId: 'WELCOME20' }), user.auth);
      expect(ok.status, ok.text).toBe(200);
      expect(ok.body).toMatchObject({ status: 'success', result: { success: true, subscriptionId: expect.stringMatching(/^sub_/) } });
    });

    it.each(WORKFLOW_CONTRACTS)('the service door for %s refuses a missing or wrong key', async (name) => {
      const door = `${target().base}/service/webhook/${name}`;
      expectError(await postJson(door, {}), 401, workflowMessages.serviceKey);
      expectError(await postJson(door, {}, { [SERVICE_KEY_HEADER]: 'not-the-key' }), 401, workflowMessages.serviceKey);
    });
  });
}
