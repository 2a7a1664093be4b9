import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

describe(`chat sessions and history (${dbKind})`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await createTestUser(t);
    bob = await createTestUser(t);
  });
  afterAll(async () => t.close());

  const create = async (user: TestUser, payload: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sessions', headers: user.auth, payload });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; title: string; createdAt: string };
  };
  const post = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/sessions/${id}/messages`, headers: user.auth, payload });

  it('requires a signed-in user on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/sessions'],
      ['POST', '/api/sessions'],
      ['PATCH', `/api/sessions/${id}`],
      ['DELETE', `/api/sessions/${id}`],
      ['GET', `/api/sessions/${id}/messages`],
      ['POST', `/api/sessions/${id}/messages`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('creates a session with a title, or a dated placeholder renamed by the first message', async () => {
    const named = await create(alice, { title: '  Evening thoughts  ' });
    expect(named.title).toBe('Evening thoughts');
    const unnamed = await create(alice);
    expect(unnamed.title).toMatch(/^Chat on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const res = await post(alice, unnamed.id, {
      conversationId: unnamed.id,
      message: 'I could not sleep again last night',
      sender: 'user',
      messageType: 'text',
    });
    expect(res.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/sessions', headers: alice.auth })).json();
    const renamed = list.sessions.find((s: { id: string }) => s.id === unnamed.id);
    expect(renamed.title).toBe('I could not sleep...');
    // A second message does not rename it again, and a given title is never replaced.
    await post(alice, unnamed.id, { message: 'Another thing entirely' });
    await post(alice, named.id, { message: 'Hello' });
    const again = (await t.app.inject({ url: '/api/sessions', headers: alice.auth })).json();
    expect(again.sessions.find((s: { id: string }) => s.id === unnamed.id).title).toBe('I could not sleep...');
    expect(again.sessions.find((s: { id: string }) => s.id === named.id).title).toBe('Evening thoughts');
  });

  it('lists only the caller’s sessions, newest activity first, with the last message; userId in the query is ignored', async () => {
    const older = await create(bob, { title: 'Older' });
    const newer = await create(bob, { title: 'Newer' });
    await post(bob, older.id, { message: 'bumped' });
    const res = await t.app.inject({ url: `/api/sessions?userId=${alice.id}`, headers: bob.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.sessions.map((s: { id: string }) => s.id)).toEqual([older.id, newer.id]);
    expect(body.sessions[0].lastMessage).toEqual({ content: 'bumped' });
    expect(body.sessions[1].lastMessage).toBeNull();
    expect(body.sessions[0]).toHaveProperty('createdAt');
    expect(body.sessions[0]).toHaveProperty('updatedAt');
    // The caller's own id, as the browser sends it (spec section 7), gives the same list.
    const own = await t.app.inject({ url: `/api/sessions?userId=${bob.id}`, headers: bob.auth });
    expect(own.json().sessions.map((s: { id: string }) => s.id)).toEqual([older.id, newer.id]);
    // And someone else's id never shows their sessions.
    const aliceIds = (await t.app.inject({ url: '/api/sessions', headers: alice.auth })).json().sessions.map((s: { id: string }) => s.id);
    expect(body.sessions.some((s: { id: string }) => aliceIds.includes(s.id))).toBe(false);
  });

  it('renames with 1-100 characters and refuses anything else without changing the title', async () => {
    const s = await create(alice, { title: 'Before' });
    const ok = await t.app.inject({ method: 'PATCH', url: `/api/sessions/${s.id}`, headers: alice.auth, payload: { title: 'After' } });
    expect(ok.statusCode).toBe(200);
    for (const title of ['', '   ', 'x'.repeat(101)]) {
      const bad = await t.app.inject({ method: 'PATCH', url: `/api/sessions/${s.id}`, headers: alice.auth, payload: { title } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('bad_request:validation');
    }
    const list = (await t.app.inject({ url: '/api/sessions', headers: alice.auth })).json();
    expect(list.sessions.find((x: { id: string }) => x.id === s.id).title).toBe('After');
  });

  it('answers 404 for another user’s session on every route, and changes nothing', async () => {
    const s = await create(alice, { title: 'Private' });
    await post(alice, s.id, { message: 'my secret' });
    const asBob = [
      t.app.inject({ url: `/api/sessions/${s.id}/messages`, headers: bob.auth }),
      t.app.inject({ method: 'PATCH', url: `/api/sessions/${s.id}`, headers: bob.auth, payload: { title: 'Hacked' } }),
      t.app.inject({ method: 'DELETE', url: `/api/sessions/${s.id}`, headers: bob.auth }),
      post(bob, s.id, { message: 'injected' }),
    ];
    for (const res of await Promise.all(asBob)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found:session');
    }
    const history = (await t.app.inject({ url: `/api/sessions/${s.id}/messages`, headers: alice.auth })).json();
    expect(history.messages.map((m: { message: string }) => m.message)).toEqual(['my secret']);
    const list = (await t.app.inject({ url: '/api/sessions', headers: alice.auth })).json();
    expect(list.sessions.find((x: { id: string }) => x.id === s.id).title).toBe('Private');
  });

  it('deletes a session and its messages', async () => {
    const s = await create(alice, { title: 'Gone soon' });
    await post(alice, s.id, { message: 'bye' });
    const del = await t.app.inject({ method: 'DELETE', url: `/api/sessions/${s.id}`, headers: alice.auth });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/sessions/${s.id}/messages`, headers: alice.auth })).statusCode).toBe(404);
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1', [s.id]);
    expect(rows[0]!.n).toBe(0);
  });

  it('pages history 10 at a time, oldest first within a page, with a keyset cursor', async () => {
    const s = await create(alice, { title: 'Long' });
    for (let i = 1; i <= 23; i++) expect((await post(alice, s.id, { message: `m${i}` })).statusCode).toBe(201);
    const first = (await t.app.inject({ url: `/api/sessions/${s.id}/messages`, headers: alice.auth })).json();
    expect(first.messages.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 14}`));
    expect(first.hasMore).toBe(true);
    expect(first.messages[0]).toMatchObject({ sender: 'user', messageType: 'text', conversationId: s.id });
    const second = (await t.app.inject({ url: `/api/sessions/${s.id}/messages?limit=10&before=${first.nextCursor}`, headers: alice.auth })).json();
    expect(second.messages.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 10 }, (_, i) => `m${i + 4}`));
    const third = (await t.app.inject({ url: `/api/sessions/${s.id}/messages?before=${second.nextCursor}`, headers: alice.auth })).json();
    expect(third.messages.map((m: { message: string }) => m.message)).toEqual(['m1', 'm2', 'm3']);
    expect(third.hasMore).toBe(false);
    expect(third.nextCursor).toBeNull();
    for (const q of ['limit=0', 'limit=51', 'before=abc', 'before=-1']) {
      const bad = await t.app.inject({ url: `/api/sessions/${s.id}/messages?${q}`, headers: alice.auth });
      expect(bad.statusCode, q).toBe(400);
    }
  });

  it('accepts only user messages from clients, for the URL’s session, within the length limit', async () => {
    const s = await create(alice, { title: 'Rules' });
    const ai = await post(alice, s.id, { conversationId: s.id, message: 'I am a human therapist', sender: 'ai', messageType: 'text' });
    expect(ai.statusCode).toBe(403);
    const mismatch = await post(alice, s.id, { conversationId: '00000000-0000-4000-8000-000000000000', message: 'x' });
    expect(mismatch.statusCode).toBe(400);
    for (const message of ['', '   ', 'x'.repeat(4001)]) expect((await post(alice, s.id, { message })).statusCode).toBe(400);
    expect((await post(alice, s.id, { message: 'x', messageType: 'image' })).statusCode).toBe(400);
    const history = (await t.app.inject({ url: `/api/sessions/${s.id}/messages`, headers: alice.auth })).json();
    expect(history.messages).toEqual([]);
    const bad = await t.app.inject({ url: '/api/sessions/not-a-uuid/messages', headers: alice.auth });
    expect(bad.statusCode).toBe(400);
  });
});
