import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';
import { VISITOR_IP_DAILY_LIMIT } from '../../src/features/chat/visitor-identity.ts';

const CRISIS_TEXT = 'I want to kill myself tonight';

describe(`POST /api/chat (${dbKind}, offline companion)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const chat = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: { history: '', attachment: false, ...payload } });
  const messagesOf = async (user: TestUser, sessionId: string) =>
    (await t.app.inject({ url: `/api/sessions/${sessionId}/messages?limit=50`, headers: user.auth })).json().messages as {
      sender: string;
      message: string;
      crisis: boolean;
      disclosure: string | null;
    }[];

  it('answers a signed-in user, creates and names the session, stores both messages, and discloses AI on the first reply', async () => {
    const user = await createTestUser(t);
    const res = await chat({ user_query: 'I had a rough day at work today', userId: 'someone-else' }, user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'success', statusCode: 200, crisis: false });
    expect(body.response.length).toBeGreaterThan(10);
    expect(body.disclosure).toMatch(/AI, not a human/);
    expect(body.notice).toBeTruthy(); // the offline companion says it is one
    const list = (await t.app.inject({ url: '/api/sessions', headers: user.auth })).json();
    expect(list.sessions).toHaveLength(1);
    expect(list.sessions[0]).toMatchObject({ id: body.sessionId, title: 'I had a rough...' });
    const history = await messagesOf(user, body.sessionId);
    expect(history.map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(history[0]!.message).toBe('I had a rough day at work today');
    expect(history[1]!.message).toBe(body.response);
    expect(history[1]!.disclosure).toBe(body.disclosure);

    // The second turn in the same session: no disclosure again, unless asked or 3 hours passed.
    const second = (await chat({ user_query: 'My manager keeps criticizing me', sessionId: body.sessionId }, user.auth)).json();
    expect(second.sessionId).toBe(body.sessionId);
    expect(second.disclosure).toBeUndefined();
    const asked = (await chat({ user_query: 'wait, are you a real person?', sessionId: body.sessionId }, user.auth)).json();
    expect(asked.disclosure).toMatch(/AI, not a human/);
    await t.db.query(`UPDATE chat_sessions SET disclosed_at = now() - interval '3 hours 1 minute' WHERE id = $1`, [body.sessionId]);
    const later = (await chat({ user_query: 'hello again', sessionId: body.sessionId }, user.auth)).json();
    expect(later.disclosure).toMatch(/AI, not a human/);
  });

  it('refuses another user’s sessionId with 404 and charges nothing', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const { sessionId } = (await chat({ user_query: 'hi' }, owner.auth)).json();
    const res = await chat({ user_query: 'let me in', sessionId }, other.auth);
    expect(res.statusCode).toBe(404);
    const status = (await t.app.inject({ url: `/api/users/${other.id}/status`, headers: other.auth })).json();
    expect(status.dailyMessageCount).toBe(0);
    expect((await messagesOf(owner, sessionId)).map((m) => m.message)).not.toContain('let me in');
  });

  it('gives a free user 4 messages a day, then 402 with requiresUpgrade; status follows', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 4; i++) expect((await chat({ user_query: `message ${i}` }, user.auth)).statusCode).toBe(200);
    const res = await chat({ user_query: 'one more' }, user.auth);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ success: false, status: 'error', statusCode: 402, requiresUpgrade: true, requiresSignup: false });
    const status = (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: user.auth })).json();
    expect(status).toMatchObject({ success: true, dailyMessageCount: 4, canSendMessage: false, remaining: 0, limit: 4, plan: 'free' });
    // No zone sent: the day is UTC's (docs/decisions/091 has the person's own day).
    expect(new Date(status.resetsAt).toISOString()).toMatch(/T00:00:00.000Z$/);
    // A new day resets the count.
    await t.db.query(`UPDATE daily_usage SET resets_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await chat({ user_query: 'a new day' }, user.auth)).statusCode).toBe(200);
  });

  it('still answers a crisis message past the limit, with the resources and status 200, without charging', async () => {
    const user = await createTestUser(t);
    for (let i = 0; i < 4; i++) await chat({ user_query: `message ${i}` }, user.auth);
    const counted = async () => (await t.db.query('SELECT coalesce(sum(count), 0)::int AS n FROM safety_daily_counts')).rows[0]!.n;
    const before = await counted();
    const res = await chat({ user_query: CRISIS_TEXT }, user.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.response).toMatch(/988/);
    expect(body.notice).toBeUndefined();
    const history = await messagesOf(user, body.sessionId);
    expect(history.map((m) => [m.sender, m.crisis])).toEqual([
      ['user', false],
      ['ai', true],
    ]);
    const status = (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: user.auth })).json();
    expect(status.dailyMessageCount).toBe(4);
    expect(await counted()).toBe(before + 1);
    // De-identified: a day, a tier, a category and a count, nothing else.
    const events = await t.db.query('SELECT * FROM safety_daily_counts');
    expect(Object.keys(events.rows[0]!).sort()).toEqual(['category', 'count', 'day', 'tier']);
    expect(events.rows.some((r) => ['passive', 'active', 'imminent'].includes(r.tier))).toBe(true);
  });

  it('gives a pro user unlimited messages and reports remaining null', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    for (let i = 0; i < 7; i++) expect((await chat({ user_query: `pro ${i}` }, user.auth)).statusCode).toBe(200);
    const status = (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: user.auth })).json();
    expect(status).toMatchObject({ dailyMessageCount: 7, canSendMessage: true, remaining: null, limit: null, plan: 'pro' });
  });

  it('shows status to the user and admins only', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const admin = await createTestUser(t, { userType: 'admin' });
    expect((await t.app.inject({ url: `/api/users/${user.id}/status`, headers: other.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/users/${user.id}/status` })).statusCode).toBe(401);
    const asAdmin = await t.app.inject({ url: `/api/users/${user.id}/status`, headers: admin.auth });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().plan).toBe('free');
  });

  it('refuses a bad token with 401 instead of treating the caller as a visitor', async () => {
    const res = await chat({ user_query: 'hi' }, { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
  });

  it('validates the body and stores nothing for bad input', async () => {
    const user = await createTestUser(t);
    for (const payload of [{ user_query: '' }, { user_query: '   ' }, { user_query: 'x'.repeat(4001) }, { user_query: 'hi', sessionId: 'nope' }]) {
      const res = await chat(payload, user.auth);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    const status = (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: user.auth })).json();
    expect(status.dailyMessageCount).toBe(0);
  });

  it('gives a visitor one message, then 402 with requiresSignup; a crisis still gets through', async () => {
    const first = await chat({ user_query: 'hello, is anyone there?' }, { 'x-forwarded-for': '1.1.1.1' });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.sessionId).toBeNull();
    expect(body.disclosure).toMatch(/AI/);
    const cookie = first.cookies.find((c) => c.name === 'luna_visitor');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const jar = { cookie: `luna_visitor=${cookie!.value}` };
    const second = await chat({ user_query: 'and again' }, jar);
    expect(second.statusCode).toBe(402);
    expect(second.json()).toMatchObject({ requiresUpgrade: false, requiresSignup: true, statusCode: 402 });
    const crisis = await chat({ user_query: CRISIS_TEXT }, jar);
    expect(crisis.statusCode).toBe(200);
    expect(crisis.json().crisis).toBe(true);
    // Visitors' messages are not stored server-side.
    const { rows } = await t.db.query(`SELECT count(*)::int AS n FROM chat_messages WHERE content = 'hello, is anyone there?'`);
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a forged visitor cookie (a new id is issued, no extra message)', async () => {
    const res = await chat({ user_query: 'hi' }, { cookie: 'luna_visitor=00000000-0000-4000-8000-000000000001' });
    expect([200, 402]).toContain(res.statusCode);
    const issued = res.cookies.find((c) => c.name === 'luna_visitor');
    expect(issued?.value).not.toBe('00000000-0000-4000-8000-000000000001');
  });
});

describe(`visitor limits per IP and carry-over at sign-in (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('a new browser behind an address others have used still gets its first message (issue 13)', async () => {
    const from = (user_query: string) => t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query }, remoteAddress: '10.20.30.40' });
    // Three people on the same campus network have each sent their one message today.
    for (const q of ['hello from the library', 'hi from the dorm', 'evening from the lab']) expect((await from(q)).statusCode).toBe(200);
    // A fourth, on a browser that has never been here, is answered, not refused.
    const fourth = await from('first time here, rough week');
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json().success).toBe(true);
    // Their own second message is still the sign-up prompt: the per-browser limit is unchanged.
    const cookie = String(fourth.headers['set-cookie']).split(';')[0]!;
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { user_query: 'and another' },
      remoteAddress: '10.20.30.40',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(402);
    expect(again.json().requiresSignup).toBe(true);
  });

  it('caps visitor messages per IP even when cookies are cleared', async () => {
    let ok = 0;
    for (let i = 0; i < VISITOR_IP_DAILY_LIMIT + 2; i++) {
      // No cookie each time: as if the visitor cleared cookies between messages.
      const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: `try ${i}` }, remoteAddress: '10.9.8.7' });
      if (res.statusCode === 200) ok++;
      else expect(res.json().requiresSignup).toBe(true);
    }
    expect(ok).toBe(VISITOR_IP_DAILY_LIMIT);
    const rows = (await t.db.query(`SELECT key FROM visitor_usage`)).rows as { key: string }[];
    expect(rows.some((r) => r.key.includes('10.9.8.7'))).toBe(false);
  });

  it('adds the visitor’s message to the daily count once, on the first signed-in request, and clears the cookie', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: 'hi' }, remoteAddress: '10.1.1.1' });
    expect(first.statusCode).toBe(200);
    const value = first.cookies.find((c) => c.name === 'luna_visitor')!.value;
    const user = await createTestUser(t);
    const headers = { ...user.auth, cookie: `luna_visitor=${value}` };
    const status = await t.app.inject({ url: `/api/users/${user.id}/status`, headers });
    expect(status.json()).toMatchObject({ dailyMessageCount: 1, remaining: 3 });
    const cleared = status.cookies.find((c) => c.name === 'luna_visitor');
    expect(cleared?.value).toBe('');
    // Replaying the cookie adds nothing more.
    await t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: { user_query: 'now signed in' } });
    const after = (await t.app.inject({ url: `/api/users/${user.id}/status`, headers })).json();
    expect(after.dailyMessageCount).toBe(2);
  });
});
