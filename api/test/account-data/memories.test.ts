import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';
import { extractMemories } from '../../src/features/account-data/memory-extraction.ts';

/** Memories are written just after the reply; wait for them rather than for a fixed time. */
async function memoriesOf(t: TestApp, user: TestUser, atLeast = 0) {
  for (let i = 0; i < 50; i++) {
    const body = (await t.app.inject({ method: 'GET', url: '/api/account/memories', headers: user.auth })).json();
    if (body.memories.length >= atLeast) return body;
    await new Promise((r) => setTimeout(r, 50));
  }
  return (await t.app.inject({ method: 'GET', url: '/api/account/memories', headers: user.auth })).json();
}

describe('simple memory extraction (offline companion)', () => {
  it('finds people, what helps and what someone works on, in the second person', () => {
    const found = extractMemories("My sister Anna visited. Going for a walk really helps me. I'm working on sleeping earlier.");
    expect(found.map((m) => m.content)).toEqual(['Anna is your sister', 'Going for a walk helps you', "You're working on sleeping earlier"]);
  });
  it('never keeps crisis content', () => {
    expect(extractMemories('My sister Anna does not know I want to kill myself')).toEqual([]);
    expect(extractMemories("I'm working on a way to end my life")).toEqual([]);
  });
});

describe('/api/account/memories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const chat = (u: TestUser, user_query: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: u.auth, payload: { user_query } });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/memories' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/memories' })).statusCode).toBe(401);
  });

  it('remembers what a Pro user shares across conversations, and never a crisis message', async () => {
    const pro = await createTestUser(t, { plan: 'pro' });
    await chat(pro, 'My friend Jordan called me today and that was nice');
    await chat(pro, 'My brother Max does not know I want to kill myself');
    const body = await memoriesOf(t, pro, 1);
    expect(body.enabled).toBe(true);
    expect(body.active).toBe(true);
    expect(body.memories.map((m: { content: string }) => m.content)).toEqual(['Jordan is your friend']);
  });

  it('remembers nothing for a free account, or when memory is switched off', async () => {
    const free = await createTestUser(t);
    await chat(free, 'My friend Robin is visiting');
    const pro = await createTestUser(t, { plan: 'pro' });
    const off = await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: pro.auth, payload: { memoryEnabled: false } });
    expect(off.json().memoryEnabled).toBe(false);
    await chat(pro, 'My friend Robin is visiting');
    await new Promise((r) => setTimeout(r, 300));
    expect((await memoriesOf(t, free)).memories).toEqual([]);
    expect((await memoriesOf(t, pro)).memories).toEqual([]);
  });

  it('deletes one memory for its owner only; another user gets 404 and it stays', async () => {
    const pro = await createTestUser(t, { plan: 'pro' });
    const other = await createTestUser(t, { plan: 'pro' });
    await chat(pro, 'My cousin Lee is coming over. Listening to music helps me.');
    const { memories } = await memoriesOf(t, pro, 2);
    expect(memories).toHaveLength(2);
    const [first, second] = memories;
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/account/memories/${first.id}`, headers: other.auth });
    expect(refused.statusCode).toBe(404);
    expect((await memoriesOf(t, pro)).memories).toHaveLength(2);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/account/memories/not-a-uuid', headers: pro.auth });
    expect(bad.statusCode).toBe(400);
    const ok = await t.app.inject({ method: 'DELETE', url: `/api/account/memories/${first.id}`, headers: pro.auth });
    expect(ok.statusCode).toBe(200);
    expect((await memoriesOf(t, pro)).memories.map((m: { id: string }) => m.id)).toEqual([second.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/memories/${first.id}`, headers: pro.auth })).statusCode).toBe(404);
  });

  it('clears every memory of the caller and none of anyone else', async () => {
    const a = await createTestUser(t, { plan: 'pro' });
    const b = await createTestUser(t, { plan: 'pro' });
    await chat(a, 'My dad Paul is ill');
    await chat(b, 'My mom Rita is retiring');
    await memoriesOf(t, a, 1);
    await memoriesOf(t, b, 1);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account/memories', headers: a.auth })).statusCode).toBe(200);
    expect((await memoriesOf(t, a)).memories).toEqual([]);
    expect((await memoriesOf(t, b)).memories).toHaveLength(1);
  });
});

describe('/api/account/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('reads defaults, saves retention, refuses bad values and a free weekly backup', async () => {
    const free = await createTestUser(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/settings' })).statusCode).toBe(401);
    const get = await t.app.inject({ method: 'GET', url: '/api/account/settings', headers: free.auth });
    expect(get.json()).toEqual({ memoryEnabled: true, retentionDays: null, weeklyBackup: false });
    const put = await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: free.auth, payload: { retentionDays: 90 } });
    expect(put.json()).toEqual({ memoryEnabled: true, retentionDays: 90, weeklyBackup: false });
    expect((await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: free.auth, payload: { retentionDays: 7 } })).statusCode).toBe(
      400,
    );
    const weekly = await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: free.auth, payload: { weeklyBackup: true } });
    expect(weekly.statusCode).toBe(402);
    const back = await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: free.auth, payload: { retentionDays: null } });
    expect(back.json().retentionDays).toBeNull();
  });
});
