import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

describe(`GET /api/dev/outbox/latest (${dbKind})`, () => {
  describe('outside production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => t.close());

    it('returns the newest kept e-mail to an address with its link', async () => {
      const u = await createTestUser(t);
      await t.app.inject({ method: 'POST', url: '/webhook/forgot-password', payload: { email: u.email } });
      await t.app.inject({ method: 'POST', url: '/webhook/forgot-password', payload: { email: u.email } });
      const res = await t.app.inject({ url: `/api/dev/outbox/latest?to=${encodeURIComponent(u.email.toUpperCase())}` });
      expect(res.statusCode).toBe(200);
      const mail = res.json();
      expect(mail).toMatchObject({ to: u.email, kind: 'recovery', subject: 'Reset your Luna password' });
      expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/v1\/verify\?token=/);
      // Only the newest link works: asking again superseded the first.
      const verify = await t.app.inject({ url: new URL(mail.link).pathname + new URL(mail.link).search });
      expect(String(verify.headers.location)).toContain('#access_token=');
      expect((await t.app.inject({ url: '/api/dev/outbox/latest?to=nobody%40example.com' })).statusCode).toBe(404);
    });

    it('supersedes earlier reset links', async () => {
      const u = await createTestUser(t);
      await t.app.inject({ method: 'POST', url: '/webhook/forgot-password', payload: { email: u.email } });
      const first = (await t.app.inject({ url: `/api/dev/outbox/latest?to=${encodeURIComponent(u.email)}` })).json().link;
      await t.app.inject({ method: 'POST', url: '/webhook/forgot-password', payload: { email: u.email } });
      const res = await t.app.inject({ url: new URL(first).pathname + new URL(first).search });
      expect(String(res.headers.location)).toContain('error_code=otp_expired');
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SERVICE_ROLE_KEY: 'y'.repeat(40),
        COOKIE_SECRET: 'z'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1025',
        PAYMENTS: 'emulator',
      });
    });
    afterAll(async () => t.close());

    it('does not exist', async () => {
      const res = await t.app.inject({ url: '/api/dev/outbox/latest?to=a%40example.com' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found:route');
    });
  });
});
