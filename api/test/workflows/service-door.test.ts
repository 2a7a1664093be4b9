import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER, workflowError, workflowMessages } from '@luna/contracts';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { registration } from '../auth/auth-fixtures.ts';

const KEY = 'service-key-for-the-door-tests-0123456789';

describe(`the service door /service/webhook/* (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SERVICE_ROLE_KEY: KEY, AUTH_RATE_LIMIT_LOGIN_PER_IP: '2', AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '100' });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'content-type': 'application/json', ...headers } });
  const userCount = async () => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;

  it.each([
    ['no key', {}],
    ['a wrong key', { [SERVICE_KEY_HEADER]: `${KEY}x` }],
    ['an empty key', { [SERVICE_KEY_HEADER]: '' }],
    ['the key as a bearer token', { authorization: `Bearer ${KEY}` }],
  ])('refuses %s with 401 in the envelope, and changes nothing', async (_name, headers) => {
    const before = await userCount();
    const res = await post('/service/webhook/registration', registration(), headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(workflowError(workflowMessages.serviceKey));
    expect(await userCount()).toBe(before);
  });

  it('serves the same contract as the public door when the key is right', async () => {
    const res = await post('/service/webhook/registration', registration(), { [SERVICE_KEY_HEADER]: KEY });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', result: { success: true } });
    expect((await post('/service/webhook/products', { productId: 'luna_pro' }, { [SERVICE_KEY_HEADER]: KEY })).statusCode).toBe(200);
  });

  it('counts per-IP limits by the forwarded client address, but only on the service door', async () => {
    const login = (ip: string, headers: Record<string, string>) =>
      post(
        headers[SERVICE_KEY_HEADER] ? '/service/webhook/login' : '/webhook/login',
        { email: 'nobody@example.com', password: 'Wr0ng!pass' },
        { 'x-forwarded-for': ip, ...headers },
      );
    const withKey = { [SERVICE_KEY_HEADER]: KEY };
    // Two attempts allowed per IP per minute: 203.0.113.1 uses both, 203.0.113.2 still has its own.
    expect((await login('203.0.113.1', withKey)).statusCode).toBe(401);
    expect((await login('203.0.113.1', withKey)).statusCode).toBe(401);
    expect((await login('203.0.113.1', withKey)).statusCode).toBe(429);
    expect((await login('203.0.113.2', withKey)).statusCode).toBe(401);
    // Without the key a forged X-Forwarded-For buys nothing: every attempt counts for the socket.
    expect((await login('198.51.100.1', {})).statusCode).toBe(401);
    expect((await login('198.51.100.2', {})).statusCode).toBe(401);
    expect((await login('198.51.100.3', {})).statusCode).toBe(429);
    // A forwarded value that is not an IP is ignored: it counts for the socket, which is used up.
    expect((await login('not-an-ip', withKey)).statusCode).toBe(429);
  });
});
