import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';

describe('GET /api/account/export and POST /api/account/import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const chat = (u: TestUser, user_query: string, sessionId?: string) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers: u.auth, payload: { user_query, ...(sessionId ? { sessionId } : {}) } });
  const exportOf = async (u: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/account/export', headers: u.auth })).json();
  const restore = (u: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/account/import', headers: u.auth, payload: payload as object });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/import', payload: {} })).statusCode).toBe(401);
  });

  it("exports only the caller's conversations, as versioned JSON and as Markdown (free accounts too)", async () => {
    const free = await createTestUser(t);
    const other = await createTestUser(t);
    const first = (await chat(free, 'Work was stressful today')).json();
    await chat(free, 'Thanks for listening', first.sessionId);
    await chat(other, 'Something private of someone else');

    const res = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: free.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="luna-backup-\d{4}-\d{2}-\d{2}\.json"/);
    expect(res.headers['cache-control']).toBe('no-store');
    const backup = res.json();
    expect(backup).toMatchObject({ format: 'luna-chat-backup', version: 1 });
    expect(backup.conversations).toHaveLength(1);
    expect(backup.conversations[0].messages.map((m: { sender: string }) => m.sender)).toEqual(['user', 'ai', 'user', 'ai']);
    expect(backup.conversations[0].messages[0].content).toBe('Work was stressful today');
    expect(JSON.stringify(backup)).not.toContain('someone else');

    const md = await t.app.inject({ method: 'GET', url: '/api/account/export?format=markdown', headers: free.auth });
    expect(md.headers['content-type']).toMatch(/text\/markdown/);
    expect(md.headers['content-disposition']).toMatch(/\.md"/);
    expect(md.body).toContain('# Luna conversations');
    expect(md.body).toContain('**You**');
    expect(md.body).toContain('> Work was stressful today');
  });

  it('restores into a fresh account, and restoring again (either way round) never duplicates', async () => {
    const owner = await createTestUser(t);
    const s = (await chat(owner, 'I started a new job this week')).json().sessionId;
    await chat(owner, 'It has been a lot to take in', s);
    await chat(owner, 'A second conversation');
    const backup = await exportOf(owner);

    const fresh = await createTestUser(t);
    const first = await restore(fresh, backup);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, conversationsAdded: 2, conversationsMerged: 0, messagesAdded: 6, moodCheckInsAdded: 0 });
    const restored = await exportOf(fresh);
    expect(restored.conversations.map((c: { title: string }) => c.title).sort()).toEqual(
      backup.conversations.map((c: { title: string }) => c.title).sort(),
    );
    // New ids in the new account: the owner's conversations are untouched and still theirs.
    expect(restored.conversations.map((c: { id: string }) => c.id)).not.toContain(backup.conversations[0].id);
    expect((await exportOf(owner)).conversations).toHaveLength(2);

    expect((await restore(fresh, backup)).json()).toEqual({
      success: true,
      conversationsAdded: 0,
      conversationsMerged: 2,
      messagesAdded: 0,
      moodCheckInsAdded: 0,
    });
    // The fresh account's own export, restored into the original account, merges too.
    expect((await restore(owner, restored)).json()).toEqual({
      success: true,
      conversationsAdded: 0,
      conversationsMerged: 2,
      messagesAdded: 0,
      moodCheckInsAdded: 0,
    });
    expect((await exportOf(fresh)).conversations.flatMap((c: { messages: unknown[] }) => c.messages)).toHaveLength(6);

    // A message added to the backup is merged into the existing conversation.
    backup.conversations[0].messages.push({ sender: 'user', content: 'One more thing', createdAt: new Date().toISOString() });
    expect((await restore(fresh, backup)).json()).toMatchObject({ conversationsMerged: 2, messagesAdded: 1 });
  });

  it('carries mood check-ins in the export (JSON and Markdown), and restores them once', async () => {
    const owner = await createTestUser(t);
    for (const [score, word] of [
      [2, 'tired'],
      [4, null],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/mood', headers: owner.auth, payload: { score, ...(word ? { word } : {}) } });
      expect(res.statusCode).toBeLessThan(300);
    }
    const backup = await exportOf(owner);
    expect(backup.moodCheckIns).toEqual([
      { score: 2, word: 'tired', createdAt: expect.any(String) },
      { score: 4, word: null, createdAt: expect.any(String) },
    ]);
    const markdown = await t.app.inject({ url: '/api/account/export?format=markdown', headers: owner.auth });
    expect(markdown.body).toContain('## Mood check-ins');
    expect(markdown.body).toMatch(/: 2 of 5, "tired"/);

    const fresh = await createTestUser(t);
    expect((await restore(fresh, backup)).json()).toMatchObject({ moodCheckInsAdded: 2 });
    expect((await restore(fresh, backup)).json()).toMatchObject({ moodCheckInsAdded: 0 });
    const history = await t.app.inject({ url: '/api/mood', headers: fresh.auth });
    expect(JSON.stringify(history.json())).toContain('tired');
    // A backup from before check-ins were exported still restores.
    const { moodCheckIns: _dropped, ...older } = backup;
    expect((await restore(fresh, older)).statusCode).toBe(200);
  });

  it.each([
    ['not a backup', { hello: 'world' }],
    ['a future version', { format: 'luna-chat-backup', version: 2, exportedAt: new Date().toISOString(), conversations: [] }],
    [
      'a bad sender',
      {
        format: 'luna-chat-backup',
        version: 1,
        exportedAt: new Date().toISOString(),
        conversations: [
          {
            id: crypto.randomUUID(),
            title: 'x',
            createdAt: new Date().toISOString(),
            messages: [{ sender: 'system', content: 'x', createdAt: new Date().toISOString() }],
          },
        ],
      },
    ],
  ])('refuses %s with a 400 and adds nothing', async (_label, payload) => {
    const user = await createTestUser(t);
    const res = await restore(user, payload);
    expect(res.statusCode).toBe(400);
    expect((await exportOf(user)).conversations).toEqual([]);
  });
});
