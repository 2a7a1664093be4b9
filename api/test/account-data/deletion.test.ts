import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingApp, subscribe, type BillingTestApp } from '../billing/billing-fixture.ts';
import { payInBrowser } from '../billing/pay.ts';
import { createTestUser, type TestUser } from '../helpers.ts';

/**
 * Every column that can name a user, found from the schema itself, so a table added later with
 * a user_id-like column is covered without touching this test.
 */
async function userColumns(t: BillingTestApp): Promise<{ table: string; column: string }[]> {
  const { rows } = await t.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND (column_name ~ '(^|_)user_id$' OR column_name IN ('owner_id', 'user_uuid'))`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

async function rowsHolding(t: BillingTestApp, user: TestUser): Promise<Record<string, number>> {
  const held: Record<string, number> = {};
  for (const { table, column } of await userColumns(t)) {
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM "${table}" WHERE "${column}"::text = $1`, [user.id]);
    held[`${table}.${column}`] = rows[0]!.n;
  }
  const users = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM users WHERE id = $1 OR lower(email) = lower($2)`, [user.id, user.email]);
  held['users.id'] = users.rows[0]!.n;
  const sessions = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM auth_sessions WHERE id = $1`, [user.sessionId]);
  held['auth_sessions.id'] = sessions.rows[0]!.n;
  const mail = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM outbox WHERE lower(to_address) = lower($1) AND kind <> 'account_deleted'`, [
    user.email,
  ]);
  held['outbox.to_address'] = mail.rows[0]!.n;
  return held;
}

describe('DELETE /api/account', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await buildBillingApp();
  });
  afterAll(async () => t?.close());

  const del = (user: TestUser, password: string) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: { password } });

  async function proUserWithData(): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await createTestUser(t);
    const res = await subscribe(t, user);
    const { result } = res.json();
    expect((await payInBrowser(t, result.clientSecret, 'pm_card_visa')).status).toBe('succeeded');
    await t.app.inject({ method: 'POST', url: '/api/billing/confirm', headers: user.auth, payload: { subscriptionId: result.subscriptionId } });
    await t.settle();
    const plan = await t.db.query<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [user.id]);
    expect(plan.rows[0]!.plan).toBe('pro');
    await t.app.inject({
      method: 'PUT',
      url: '/api/account/personality',
      headers: user.auth,
      payload: { tone: 'upbeat', addressAs: 'Kim', replyLength: 'short', avoidTopics: '' },
    });
    await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: user.auth, payload: { retentionDays: 365 } });
    await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'My friend Ada is moving away and I feel sad' },
    });
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { user_query: 'I want to kill myself' } });
    await t.db.query(`INSERT INTO outbox (to_address, subject, text_body, kind) VALUES ($1, 'Welcome', 'hello', 'welcome')`, [user.email]);
    return { user, subscriptionId: result.subscriptionId };
  }

  it('needs a signed-in user and the right password; a wrong one deletes nothing', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { password: 'x' } })).statusCode).toBe(401);
    const user = await createTestUser(t);
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { user_query: 'Hello' } });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth, payload: {} })).statusCode).toBe(400);
    const wrong = await del(user, 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toBe('That password is not right.');
    const held = await rowsHolding(t, user);
    expect(held['users.id']).toBe(1);
    expect(held['chat_sessions.user_id']).toBe(1);
  });

  it('deletes everything of the user, cancels the subscription in Stripe, ends every session, keeps the de-identified safety counts', async () => {
    const { user, subscriptionId } = await proUserWithData();
    const bystander = await createTestUser(t);
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: bystander.auth, payload: { user_query: 'Hi there' } });
    const before = await rowsHolding(t, user);
    expect(before['chat_sessions.user_id']).toBeGreaterThan(0);
    expect(before['memories.user_id']).toBeGreaterThan(0);
    expect(before['billing_subscriptions.user_id']).toBe(1);
    const safetyBefore = (await t.db.query<{ n: number }>(`SELECT COALESCE(sum(count), 0)::int AS n FROM safety_daily_counts`)).rows[0]!.n;
    expect(safetyBefore).toBeGreaterThan(0);

    const res = await del(user, user.password);
    expect(res.statusCode).toBe(200);

    const after = await rowsHolding(t, user);
    expect(Object.keys(after)).toEqual(
      expect.arrayContaining([
        'chat_sessions.user_id',
        'memories.user_id',
        'account_settings.user_id',
        'daily_usage.user_id',
        'billing_customers.user_id',
      ]),
    );
    for (const [where, n] of Object.entries(after)) expect({ where, n }).toEqual({ where, n: 0 });
    expect((await t.stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect((await t.db.query<{ n: number }>(`SELECT COALESCE(sum(count), 0)::int AS n FROM safety_daily_counts`)).rows[0]!.n).toBe(safetyBefore);
    const mail = await t.db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE lower(to_address) = lower($1)`, [user.email]);
    expect(mail.rows).toEqual([{ subject: 'Your Luna account has been deleted' }]);
    // The bystander keeps everything.
    expect((await rowsHolding(t, bystander))['chat_sessions.user_id']).toBe(1);

    // Every session stops at once; a second request and a log-in fail cleanly.
    const again = await del(user, user.password);
    expect(again.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/memories', headers: user.auth })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/webhook/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(401);
  });
});
