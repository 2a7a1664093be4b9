import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

/**
 * The probe (issue 14): the chat limit (60 a minute) was counted per access token, so each extra
 * login bought 60 more. It is counted per person now, whatever the token, and the 429 says when
 * to try again.
 */
describe(`chat rate limit per person (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('two logins of one person share one allowance, and the refusal carries Retry-After', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    // A second login: another auth session and token for the same person.
    const session = await t.db.query<{ id: string }>(`INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id`, [user.id]);
    const { token } = await t.app.tokens.sign({
      sub: user.id,
      email: user.email,
      session_id: session.rows[0]!.id,
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro', user_type: 'user' },
      user_metadata: { full_name: 'Test Person' },
      phone: '',
    });
    const logins = [user.auth, { authorization: `Bearer ${token}` }];
    const send = (i: number) => t.app.inject({ method: 'POST', url: '/api/chat', headers: logins[i % 2]!, payload: { user_query: `note ${i}` } });
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await send(i)).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const refused = await send(1);
    expect(refused.json()).toMatchObject({ error: { code: 'rate_limit:request' } });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Past the limit, a crisis message still gets the crisis reply and the resources.
    const crisis = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'I want to kill myself tonight' },
    });
    expect(crisis.statusCode).toBe(200);
    expect(crisis.json()).toMatchObject({ crisis: true });
    expect(crisis.json().response).toMatch(/988/);
    // Someone else is not affected.
    const other = await createTestUser(t, { plan: 'pro' });
    expect((await t.app.inject({ method: 'POST', url: '/api/chat', headers: other.auth, payload: { user_query: 'hi' } })).statusCode).toBe(200);
  });
});
