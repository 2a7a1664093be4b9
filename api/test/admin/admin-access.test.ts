import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';

/** Every admin endpoint, with a body that would be valid for an admin. */
const ENDPOINTS: { method: 'GET' | 'POST'; url: (id: string) => string; payload?: { action?: string; [key: string]: unknown } }[] = [
  { method: 'GET', url: () => '/api/admin/stats' },
  { method: 'GET', url: () => '/api/admin/users?search=a' },
  { method: 'GET', url: () => '/api/admin/charts?days=30' },
  { method: 'GET', url: () => '/api/admin/audit' },
  { method: 'GET', url: () => '/api/admin/safety-report' },
  { method: 'GET', url: () => '/api/admin/safety-report.csv' },
  { method: 'GET', url: () => '/api/admin/telemetry' },
  { method: 'GET', url: () => '/api/admin/coupons' },
  { method: 'POST', url: () => '/api/admin/coupons', payload: { code: 'NOPE10', percentOff: 10 } },
  { method: 'POST', url: () => '/api/admin/coupons/promo_x/deactivate' },
  ...(['grant_pro', 'revoke_pro', 'disable_account', 'enable_account', 'send_password_reset'] as const).map((action) => ({
    method: 'POST' as const,
    url: (id: string) => `/api/admin/users/${id}/actions`,
    payload: { action },
  })),
];

describe('admin endpoints refuse everyone but administrators', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let target: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createTestUser(t, { plan: 'pro' });
    admin = await createTestUser(t, { userType: 'admin' });
    // The actions' subject: not the user whose refusals are checked (disabling ends its sessions).
    target = await createTestUser(t);
  });
  afterAll(async () => t?.close());

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.url(':id')} ${e.payload?.action ?? ''}`, e] as const))(
    '%s: visitor 401, user 403, admin not refused',
    async (_name, e) => {
      const send = (headers: Record<string, string>) =>
        t.app.inject({ method: e.method, url: e.url(target.id), headers, ...(e.payload ? { payload: e.payload } : {}) });
      const visitor = await send({});
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().error.code).toBe('unauthorized:auth');
      const forged = await send({ authorization: 'Bearer not-a-token' });
      expect(forged.statusCode).toBe(401);
      const asUser = await send(user.auth);
      expect(asUser.statusCode).toBe(403);
      expect(asUser.json().error.code).toBe('forbidden:admin');
      const asAdmin = await send(admin.auth);
      expect([401, 403]).not.toContain(asAdmin.statusCode);
      expect(asAdmin.statusCode).toBeLessThan(500);
    },
  );

  it('nothing a user tried changed anything or left an audit row', async () => {
    const { rows } = await t.db.query(`SELECT action, admin_email FROM admin_audit_log WHERE admin_email <> $1`, [admin.email]);
    expect(rows).toEqual([]);
  });

  it('a user promoted to admin a moment ago is let in on the next request; demoted, refused', async () => {
    const other = await createTestUser(t);
    await t.db.query(`UPDATE users SET user_type = 'admin' WHERE id = $1`, [other.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: other.auth })).statusCode).toBe(200);
    await t.db.query(`UPDATE users SET user_type = 'user' WHERE id = $1`, [other.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: other.auth })).statusCode).toBe(403);
  });
});
