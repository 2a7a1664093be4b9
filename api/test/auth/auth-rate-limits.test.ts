import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { ANON, PASSWORD, registration, RELAXED_LIMITS, signUp, uniqueEmail } from './auth-fixtures.ts';

describe(`auth rate limits (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      ...RELAXED_LIMITS,
      AUTH_RATE_LIMIT_LOGIN_PER_IP: '6',
      AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '3',
      AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_HOURLY: '5',
      AUTH_RATE_LIMIT_SIGNUP_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_RECOVER_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_VERIFY_PER_IP: '3',
    });
  });
  afterAll(async () => t.close());

  const inject = (url: string, payload: object, ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers });

  it('limits login per address from one IP across /webhook/login and /auth/v1/token, whatever X-Forwarded-For says, with Retry-After', async () => {
    const { email } = await signUp(t);
    const attempts = [
      await inject('/webhook/login', { email, password: 'Wr0ng!pass' }, '10.0.0.1', { 'x-forwarded-for': '1.1.1.1' }),
      await inject('/auth/v1/token?grant_type=password', { email, password: 'Wr0ng!pass' }, '10.0.0.1', ANON),
      await inject('/webhook/login', { email, password: 'Wr0ng!pass' }, '10.0.0.1', { 'x-forwarded-for': '2.2.2.2' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 400, 401]);
    const blocked = await inject('/webhook/login', { email, password: PASSWORD }, '10.0.0.1', { 'x-forwarded-for': '3.3.3.3' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status).toBe('error');
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    const gotrue = await inject('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, '10.0.0.1', ANON);
    expect(gotrue.statusCode).toBe(429);
    expect(gotrue.json().code).toBe('over_request_rate_limit');
    expect(gotrue.headers['x-sb-error-code']).toBe('over_request_rate_limit');
    expect(Number(gotrue.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("a stranger's wrong passwords do not lock the owner out (issue 14)", async () => {
    const { email } = await signUp(t);
    for (let i = 0; i < 4; i++) await inject('/webhook/login', { email, password: 'Wr0ng!pass' }, '10.0.5.66');
    expect((await inject('/webhook/login', { email, password: PASSWORD }, '10.0.5.66')).statusCode).toBe(429);
    const owner = await inject('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, '10.0.5.1', ANON);
    expect(owner.statusCode).toBe(200);
  });

  it('strangers guessing from many IPs cannot lock the owner out for the hour (issue 14)', async () => {
    const { email } = await signUp(t);
    // More than the account's hourly count (5 here), one guess from each of eight IPs.
    for (let i = 0; i < 8; i++) expect((await inject('/webhook/login', { email, password: 'Wr0ng!pass' }, `10.0.7.${i}`)).statusCode).toBe(401);
    const owner = await inject('/auth/v1/token?grant_type=password', { email, password: PASSWORD }, '10.0.7.200', ANON);
    expect(owner.statusCode).toBe(200);
  });

  it("past the account's hourly count, each IP may try that address only its per-minute allowance an hour", async () => {
    const { email } = await signUp(t);
    const guess = (ip: string) => inject('/webhook/login', { email, password: 'Wr0ng!pass' }, ip);
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    try {
      // One IP uses its minute (3 here); four more push the address past its hourly count (5).
      expect([await guess('10.0.8.1'), await guess('10.0.8.1'), await guess('10.0.8.1')].map((r) => r.statusCode)).toEqual([401, 401, 401]);
      for (let i = 2; i < 6; i++) expect((await guess(`10.0.8.${i}`)).statusCode).toBe(401);
      vi.setSystemTime(Date.now() + 61_000);
      // A new minute: the first IP has had its three for this hour.
      const refused = await guess('10.0.8.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      // Another IP still has its three, and no more.
      expect([await guess('10.0.8.2'), await guess('10.0.8.2'), await guess('10.0.8.2')].map((r) => r.statusCode)).toEqual([401, 401, 429]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++)
      statuses.push((await inject('/webhook/login', { email: uniqueEmail(), password: PASSWORD }, `2001:db8:14:6::${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await inject('/webhook/login', { email: uniqueEmail(), password: PASSWORD }, '2001:db8:14:7::1')).statusCode).toBe(401);
  });

  it('limits login per IP; a spoofed X-Forwarded-For does not reset the count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await inject('/webhook/login', { email: uniqueEmail(), password: PASSWORD }, '10.0.1.1', { 'x-forwarded-for': `9.9.9.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429]);
    // Another client is unaffected.
    expect((await inject('/webhook/login', { email: uniqueEmail(), password: PASSWORD }, '10.0.1.2')).statusCode).toBe(401);
  });

  it('limits sign-ups per address', async () => {
    const body = registration();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await inject('/webhook/registration', body, `10.0.2.${i}`)).statusCode);
    expect(codes).toEqual([200, 409, 429]);
  });

  it('limits reset e-mails per address, on both doors', async () => {
    const { email } = await signUp(t);
    const a = await inject('/webhook/forgot-password', { email }, '10.0.3.1');
    const b = await inject('/auth/v1/recover', { email }, '10.0.3.2', ANON);
    const c = await inject('/auth/v1/recover', { email }, '10.0.3.3', ANON);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 429]);
    expect(c.json().code).toBe('over_request_rate_limit');
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM outbox WHERE to_address = $1`, [email]);
    expect(rows[0]!.n).toBe(2);
  });

  it('limits link verification per IP, reporting it in the redirect', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ url: '/auth/v1/verify?token=guess&type=recovery', remoteAddress: '10.0.4.1' });
      locations.push(String(res.headers.location));
    }
    expect(locations[0]).toContain('error_code=otp_expired');
    expect(locations[3]).toContain('error_code=over_request_rate_limit');
  });
});
