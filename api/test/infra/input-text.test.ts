import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanRequestPart, storableText } from '../../src/infra/input-text.ts';
import { ANON, RELAXED_LIMITS, registration } from '../auth/auth-fixtures.ts';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

describe('storable text', () => {
  it('removes NUL, replaces lone surrogates with U+FFFD and keeps real pairs', () => {
    expect(storableText('a\u0000b')).toBe('ab');
    expect(storableText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(storableText('end\uD83D')).toBe('end\uFFFD');
    expect(storableText('💜 𝒳 ñ')).toBe('💜 𝒳 ñ');
  });

  it('cleans keys and values at any depth, in place, without growing the stack', () => {
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 20_000; i++) at = (at[0] = []) as unknown[];
    at.push('bottom\u0000');
    cleanRequestPart(deep);
    let walk = deep;
    while (Array.isArray(walk[0])) walk = walk[0];
    expect(walk[0]).toBe('bottom');

    const body = JSON.parse('{"na\\u0000me": {"note": "\\ud800"}, "__pro\\u0000to__": {"polluted": true}}');
    cleanRequestPart(body);
    expect(body).toEqual({ name: { note: '\uFFFD' }, ['__proto__']: { polluted: true } });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(body.polluted).toBeUndefined();
  });
});

/** Issue 14's probe, endpoint by endpoint: each of these answered 500 before text was cleaned at the boundary. */
describe(`NUL and lone surrogates in bodies, queries and headers (${dbKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp(RELAXED_LIMITS);
    user = await createTestUser(t, { plan: 'pro' });
    admin = await createTestUser(t, { userType: 'admin' });
  });
  afterAll(async () => t.close());

  it('chat: a crisis message with a NUL gets the crisis reply and is stored, cleaned', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'I want to kill my\u0000self tonight' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.response).toMatch(/988|911/);
    // Stored, so the conversation keeps it (a crisis reply without storage is only the database-down fallback).
    expect(body.sessionId).toBeTruthy();
    const { rows } = await t.db.query<{ content: string }>(`SELECT content FROM chat_messages WHERE session_id = $1 AND sender = 'user'`, [
      body.sessionId,
    ]);
    expect(rows.map((r) => r.content)).toEqual(['I want to kill myself tonight']);
  });

  it('sessions and mood: a NUL or lone surrogate in a title or a word is stored without it', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: user.auth, payload: { title: 'Mon\u0000day \uDC00' } });
    expect(created.statusCode).toBe(201);
    const { rows } = await t.db.query<{ title: string }>(`SELECT title FROM chat_sessions WHERE user_id = $1 AND title LIKE 'Mon%'`, [user.id]);
    expect(rows.map((r) => r.title)).toEqual(['Monday \uFFFD']);
    const mood = await t.app.inject({ method: 'POST', url: '/api/mood', headers: user.auth, payload: { score: 3, word: 'ti\u0000red' } });
    expect(mood.statusCode).toBe(201);
  });

  it('auth: signup, and login with a NUL in its User-Agent', async () => {
    const reg = registration({ full_name: 'Ada\u0000 Lovelace' });
    const signup = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: ANON,
      payload: { email: reg.email, password: reg.password, data: reg },
    });
    expect(signup.statusCode).toBe(200);
    expect(signup.json().user.user_metadata.full_name).toBe('Ada Lovelace');

    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { ...ANON, 'user-agent': 'Probe\u0000/1.0' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const agents = await t.db.query<{ user_agent: string }>(`SELECT user_agent FROM auth_sessions WHERE user_id = $1 AND user_agent IS NOT NULL`, [
      user.id,
    ]);
    expect(agents.rows.map((r) => r.user_agent)).toEqual(['Probe/1.0']);
  });

  it('auth: a profile update with a NUL nested deeper than 64 levels (stored as JSON)', async () => {
    let nested: unknown = 'deep\u0000';
    for (let i = 0; i < 70; i++) nested = [nested];
    const update = await t.app.inject({
      method: 'PUT',
      url: '/auth/v1/user',
      headers: { ...user.auth, apikey: ANON.apikey },
      payload: { data: { nested } },
    });
    expect(update.statusCode).toBe(200);
  });

  it('admin search and coupons: a NUL in a query string or a code is an ordinary miss', async () => {
    // Test addresses carry random hex ('user3-0fab12cd@...'): a search that hex can spell ('a', 'b') matched one now and then.
    const search = await t.app.inject({ url: '/api/admin/users?search=zq%00zq', headers: admin.auth });
    expect(search.statusCode).toBe(200);
    expect(search.json().matched).toBe(0);
    const coupon = await t.app.inject({ method: 'POST', url: '/api/validate-coupon', headers: user.auth, payload: { couponCode: 'SAVE\u0000' } });
    expect(coupon.statusCode).toBe(200);
    expect(coupon.json().success).toBe(false);
  });
});
