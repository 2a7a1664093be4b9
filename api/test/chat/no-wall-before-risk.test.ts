import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

/**
 * Issue 8, "no wall in front of risk": past the free limit (4) or a visitor's one message, a
 * message with any risk signal is never refused. A weak signal gets the warm check-in that names
 * 988, passive and above the crisis reply; only a message with no signal meets the 402, and the
 * 402 itself carries the 988 and 741741 line.
 */
describe(`no 402 for a message with a risk signal (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const WEAK = "I can't stop crying tonight and I feel so alone.";
  const PASSIVE = 'Honestly I wish I could just go to sleep and not wake up.';
  const ORDINARY = 'What is a good recipe for banana bread?';

  it('a free user past the limit: a check-in with 988 for a weak signal, the crisis reply for passive, a 402 with the crisis line for nothing', async () => {
    const user = await createTestUser(t);
    const send = (q: string) => t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { user_query: q } });
    for (let i = 0; i < 4; i++) expect((await send(`Ordinary note ${i} about my day.`)).statusCode).toBe(200);
    const refused = await send(ORDINARY);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/988/);
    expect(refused.json().message).toMatch(/741741/);

    const weak = await send(WEAK);
    expect(weak.statusCode).toBe(200);
    expect(weak.json().response).toMatch(/988/);
    const passive = await send(PASSIVE);
    expect(passive.statusCode).toBe(200);
    expect(passive.json()).toMatchObject({ crisis: true });
    // Neither was charged: the day's count stays at the limit.
    const { rows } = await t.db.query<{ count: number }>(`SELECT count FROM daily_usage WHERE user_id = $1`, [user.id]);
    expect(rows[0]!.count).toBe(4);
  });

  it('a visitor past their one message: the same', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: 'Hi there' }, remoteAddress: '10.9.9.9' });
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const send = (q: string) =>
      t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: q }, headers: { cookie }, remoteAddress: '10.9.9.9' });
    const refused = await send(ORDINARY);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ requiresSignup: true });
    expect(refused.json().message).toMatch(/988/);
    const weak = await send(WEAK);
    expect(weak.statusCode).toBe(200);
    expect(weak.json().response).toMatch(/988/);
    const passive = await send(PASSIVE);
    expect(passive.statusCode).toBe(200);
    expect(passive.json()).toMatchObject({ crisis: true });
  });
});
