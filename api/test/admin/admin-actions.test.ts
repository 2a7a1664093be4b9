import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';
import { ANON, bearer, latestMailLink, RELAXED_LIMITS, signUp } from '../auth/auth-fixtures.ts';
import { auditRows, seedSubscription } from './admin-fixture.ts';

describe('admin actions on an account, each with its audit-log row', () => {
  let t: TestApp;
  let admin: TestUser;
  const act = (userId: string, action: string) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/actions`, headers: admin.auth, payload: { action } });
  const plan = async (id: string) => (await t.db.query<{ plan: string }>('SELECT plan FROM users WHERE id = $1', [id])).rows[0]!.plan;

  beforeAll(async () => {
    t = await buildTestApp(RELAXED_LIMITS);
    admin = await createTestUser(t, { userType: 'admin' });
  });
  afterAll(async () => t?.close());

  it('grant and revoke courtesy Pro: the plan follows at once, and a paid subscription is untouched', async () => {
    const user = await createTestUser(t);
    const granted = await act(user.id, 'grant_pro');
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user).toMatchObject({ plan: 'pro', courtesyPro: true, subscriptionStatus: 'courtesy' });
    expect(await plan(user.id)).toBe('pro');
    const status = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/status`, headers: user.auth });
    expect(status.json().canSendMessage).toBe(true);

    const revoked = await act(user.id, 'revoke_pro');
    expect(revoked.json().user).toMatchObject({ plan: 'free', courtesyPro: false, subscriptionStatus: 'none' });
    expect(await plan(user.id)).toBe('free');

    const payer = await createTestUser(t);
    await seedSubscription(t, payer.id, 'active');
    await t.db.query(`UPDATE users SET plan = 'pro' WHERE id = $1`, [payer.id]);
    await act(payer.id, 'grant_pro');
    await act(payer.id, 'revoke_pro');
    expect(await plan(payer.id)).toBe('pro');

    const grants = await auditRows(t, 'grant_pro');
    expect(grants.map((r) => r.target)).toEqual([user.email, payer.email]);
    expect(grants[0]).toMatchObject({ admin_email: admin.email, target_user_id: user.id });
    expect(grants[0]!.created_at).toBeInstanceOf(Date);
    expect((await auditRows(t, 'revoke_pro')).map((r) => r.target)).toEqual([user.email, payer.email]);
  });

  it('disable: the access token, the refresh token and a new sign-in stop working at once; enable restores sign-in', async () => {
    const { email, password, session } = await signUp(t);
    const userId = session.user.id;
    const before = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(before.statusCode).toBe(200);

    const disabled = await act(userId, 'disable_account');
    expect(disabled.json().user.disabled).toBe(true);

    const api = await t.app.inject({ method: 'GET', url: '/api/sessions', headers: { authorization: `Bearer ${session.access_token}` } });
    expect(api.statusCode).toBe(401);
    const gotrueUser = await t.app.inject({ method: 'GET', url: '/auth/v1/user', headers: bearer(session.access_token) });
    expect(gotrueUser.statusCode).toBe(403);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      headers: ANON,
      payload: { refresh_token: session.refresh_token },
    });
    expect(refresh.statusCode).toBe(400);
    const login = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: ANON, payload: { email, password } });
    expect(login.statusCode).toBe(400);
    expect(login.json().error_code).toBe('user_banned');
    const reset = await act(userId, 'send_password_reset');
    expect(reset.statusCode).toBe(400);

    const enabled = await act(userId, 'enable_account');
    expect(enabled.json().user.disabled).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=password', headers: ANON, payload: { email, password } });
    expect(again.statusCode).toBe(200);

    expect((await auditRows(t, 'disable_account')).map((r) => r.target)).toEqual([email]);
    expect((await auditRows(t, 'enable_account')).map((r) => r.target)).toEqual([email]);
  });

  it('a disabled account cannot come back through an e-mailed reset link either', async () => {
    const { email, session } = await signUp(t);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', headers: ANON, payload: { email } });
    const link = await latestMailLink(t, email);
    await act(session.user.id, 'disable_account');
    const res = await t.app.inject({ method: 'GET', url: link.replace(t.config.publicUrl, '') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain('error_code=user_banned');
    expect(res.headers.location).not.toContain('access_token');
  });

  it('an admin cannot disable their own account', async () => {
    const res = await act(admin.id, 'disable_account');
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.auth })).statusCode).toBe(200);
  });

  it('send a password-reset e-mail: the link arrives, and the audit says who sent it to whom', async () => {
    const user = await createTestUser(t);
    const res = await act(user.id, 'send_password_reset');
    expect(res.statusCode).toBe(200);
    expect(await latestMailLink(t, user.email)).toContain('/auth/v1/verify?token=');
    expect(await auditRows(t, 'send_password_reset')).toEqual([expect.objectContaining({ admin_email: admin.email, target: user.email })]);
  });

  it('an unknown account is 404, an unknown action 400, and neither is logged', async () => {
    const before = (await t.db.query('SELECT count(*) AS n FROM admin_audit_log')).rows[0]!.n;
    expect((await act('00000000-0000-4000-8000-000000000000', 'grant_pro')).statusCode).toBe(404);
    expect((await act(admin.id, 'delete_everything')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/users/not-a-uuid/actions', headers: admin.auth, payload: { action: 'grant_pro' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.db.query('SELECT count(*) AS n FROM admin_audit_log')).rows[0]!.n).toBe(before);
  });

  it('the audit log lists the newest action first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.auth });
    const { entries } = res.json();
    expect(entries[0]).toMatchObject({ adminEmail: admin.email, action: 'send_password_reset' });
    expect(entries).toHaveLength(8);
  });
});
