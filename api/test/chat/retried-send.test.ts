import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

/**
 * The probe (issue 14): across a database restart 15 messages were stored although the browser saw
 * a failure, so the person's retry stored them twice. The browser now sends one id per message and
 * the same id on a retry; the server stores and charges a message once.
 */
describe(`a retried send (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const send = (user: TestUser, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload });
  const userMessages = async (user: TestUser) =>
    (
      await t.db.query<{ content: string; sender: string }>(
        `SELECT m.content, m.sender FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id WHERE s.user_id = $1 ORDER BY m.id`,
        [user.id],
      )
    ).rows;
  const charged = async (user: TestUser) =>
    (await t.db.query<{ count: number }>(`SELECT count FROM daily_usage WHERE user_id = $1`, [user.id])).rows[0]?.count ?? 0;

  it('gives the stored answer again, storing and charging nothing more', async () => {
    const user = await createTestUser(t);
    const clientMessageId = randomUUID();
    const first = await send(user, { user_query: 'Work was a lot today', clientMessageId });
    expect(first.statusCode).toBe(200);
    const again = await send(user, { user_query: 'Work was a lot today', clientMessageId });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ response: first.json().response, sessionId: first.json().sessionId, messageId: first.json().messageId });
    expect((await userMessages(user)).map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(await charged(user)).toBe(1);
  });

  it('answers a message that was stored without its answer, without storing or charging it again', async () => {
    const user = await createTestUser(t);
    const clientMessageId = randomUUID();
    // The first attempt stored the message, then failed before any answer was stored.
    await t.db.query(`
      CREATE OR REPLACE FUNCTION fail_ai_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.sender = 'ai' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER fail_ai_insert BEFORE INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION fail_ai_insert();`);
    let sessionId: string;
    try {
      const first = await send(user, { user_query: 'I could not sleep again', clientMessageId });
      expect(first.json().messageId).toBeNull();
      sessionId = first.json().sessionId;
    } finally {
      await t.db.query(`DROP TRIGGER fail_ai_insert ON chat_messages; DROP FUNCTION fail_ai_insert();`);
    }
    // The browser never learnt the new conversation's id: the retry comes without it.
    const retry = await send(user, { user_query: 'I could not sleep again', clientMessageId });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().sessionId).toBe(sessionId);
    expect(retry.json().messageId).not.toBeNull();
    expect((await userMessages(user)).map((m) => m.sender)).toEqual(['user', 'ai']);
    expect(await charged(user)).toBe(1);
  });

  it('is not refused at the limit: the retried message was paid for when it was first stored', async () => {
    const user = await createTestUser(t);
    const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    for (const [i, clientMessageId] of ids.entries()) {
      expect((await send(user, { user_query: `Ordinary message ${i}`, clientMessageId })).statusCode).toBe(200);
    }
    expect((await send(user, { user_query: 'A fifth message', clientMessageId: randomUUID() })).statusCode).toBe(402);
    expect((await send(user, { user_query: 'Ordinary message 3', clientMessageId: ids[3] })).statusCode).toBe(200);
    expect(await charged(user)).toBe(4);
  });

  it("another person's id is just a new message for them: nothing of the first person's leaks", async () => {
    const a = await createTestUser(t);
    const b = await createTestUser(t);
    const clientMessageId = randomUUID();
    const mine = await send(a, { user_query: 'Something private about my family', clientMessageId });
    const theirs = await send(b, { user_query: 'Hello there', clientMessageId });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().sessionId).not.toBe(mine.json().sessionId);
    expect(theirs.json().response).not.toBe(mine.json().response);
    expect((await userMessages(b)).map((m) => m.content)).toEqual(['Hello there', expect.any(String)]);
  });

  it('the same message sent twice at once is stored once', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    const start = await send(user, { user_query: 'Hi', clientMessageId: randomUUID() });
    const sessionId = start.json().sessionId;
    const clientMessageId = randomUUID();
    const both = await Promise.all([1, 2].map(() => send(user, { user_query: 'Twice at once', clientMessageId, sessionId })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await userMessages(user)).filter((m) => m.content === 'Twice at once')).toHaveLength(1);
  });

  it('refuses an id that is not a UUID, with the field named', async () => {
    const user = await createTestUser(t);
    const res = await send(user, { user_query: 'Hi', clientMessageId: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(await userMessages(user)).toEqual([]);
  });
});
