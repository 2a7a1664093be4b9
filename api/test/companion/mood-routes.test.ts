import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moodMessages } from '@luna/contracts';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

describe(`mood check-ins (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const checkIn = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/mood', headers: user?.auth ?? {}, payload });
  const historyOf = async (user: TestUser) => (await t.app.inject({ url: '/api/mood', headers: user.auth })).json();
  const chat = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { history: '', attachment: false, ...payload } });

  it('starts a conversation with the check-in, remembers it there, and shows it back later', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    const res = await checkIn(user, { score: 2, word: 'tired', localHour: 23 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.checkIn).toMatchObject({ score: 2, word: 'tired', sessionId: body.sessionId });
    expect(body.reply).toMatchObject({ sender: 'ai', crisis: false });
    expect(body.reply.disclosure).toMatch(/AI, not a human/);
    expect(body.reply.message).toMatch(/^Thanks for checking in tonight: 2 out of 5, "tired"\./);
    // Not charged: a free user's count is untouched (checked below with a free user).
    const sessionId = body.sessionId as string;
    const turns = ['help me sleep', 'next', 'next', 'next', 'next', 'next'];
    let last = '';
    for (const q of turns) last = (await chat(user, { user_query: q, sessionId })).json().response;
    expect(last).toContain('You started at 2 out of 5 tonight; where would you put it now?');
    const stored = (await t.app.inject({ url: `/api/sessions/${sessionId}/messages?limit=50`, headers: user.auth })).json().messages;
    expect(stored[0]).toMatchObject({ sender: 'user', message: 'Mood check-in: 2 out of 5 (low), "tired"' });
    expect(stored[1].message).toBe(body.reply.message);
  });

  it('lists only the caller’s own check-ins, newest first', async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    await checkIn(a, { score: 3 });
    await checkIn(a, { score: 4, word: 'hopeful' });
    await checkIn(b, { score: 1, word: 'flat' });
    const mine = await historyOf(a);
    expect(mine.checkIns.map((c: { score: number }) => c.score)).toEqual([4, 3]);
    expect(mine.checkIns[0].word).toBe('hopeful');
    expect((await historyOf(b)).checkIns).toHaveLength(1);
    const status = (await t.app.inject({ url: `/api/users/${a.id}/status`, headers: a.auth })).json();
    expect(status.dailyMessageCount).toBe(0);
  });

  it('checks in to an own conversation, and answers another user’s like a missing one (404, nothing stored)', async () => {
    const owner = await createTestUser(t);
    const other = await createTestUser(t);
    const { sessionId } = (await checkIn(owner, { score: 3 })).json();
    expect((await checkIn(owner, { score: 4, sessionId })).statusCode).toBe(201);
    const res = await checkIn(other, { score: 5, sessionId });
    expect(res.statusCode).toBe(404);
    expect((await historyOf(other)).checkIns).toEqual([]);
  });

  it('refuses visitors and bad input with a clear 4xx that changes nothing', async () => {
    expect((await checkIn(null, { score: 3 })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/mood' })).statusCode).toBe(401);
    const user = await createTestUser(t);
    for (const [payload, message] of [
      [{ score: 0 }, moodMessages.scoreRequired],
      [{ score: 6 }, moodMessages.scoreRequired],
      [{ score: 2.5 }, moodMessages.scoreRequired],
      [{ score: 3, word: 'I took 20 pills' }, moodMessages.wordFormat],
      [{ score: 3, word: 'a b c d' }, moodMessages.wordFormat],
      [{ score: 3, word: 'x'.repeat(30) }, moodMessages.wordTooLong],
    ] as const) {
      const res = await checkIn(user, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    expect((await historyOf(user)).checkIns).toEqual([]);
  });

  it('meets a word that screens as a crisis with the crisis reply, not a cheerful one', async () => {
    const user = await createTestUser(t);
    const body = (await checkIn(user, { score: 1, word: 'suicidal' })).json();
    expect(body.reply.crisis).toBe(true);
    expect(body.reply.message).toMatch(/988/);
    expect(body.reply.message).not.toMatch(/Thanks for checking in/);
  });
});
