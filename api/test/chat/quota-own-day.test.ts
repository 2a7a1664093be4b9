import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

/**
 * The free quota's "today" is the person's own day (issue 13, docs/decisions/091), under a fake
 * clock: only Date is faked, so the database and the server's timers run as usual.
 */
describe(`the free quota counts the person's own day (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };
  /** A token signed now (the fake now), so moving the clock never expires the caller. */
  async function headers(user: TestUser, zone?: string) {
    const { token } = await t.app.tokens.sign({
      sub: user.id,
      email: user.email,
      session_id: user.sessionId,
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      app_metadata: { provider: 'email', providers: ['email'], plan: 'free', user_type: 'user' },
      user_metadata: { full_name: 'Test Person' },
      phone: '',
    });
    return { authorization: `Bearer ${token}`, ...(zone ? { 'x-time-zone': zone } : {}) };
  }
  const send = async (user: TestUser, zone: string | undefined, text = 'just checking in after work') =>
    (await t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: text }, headers: await headers(user, zone) })).statusCode;
  const status = async (user: TestUser, zone?: string) =>
    (await t.app.inject({ url: `/api/users/${user.id}/status`, headers: await headers(user, zone) })).json() as {
      dailyMessageCount: number;
      canSendMessage: boolean;
      resetsAt: string;
    };

  it('a New Yorker’s day does not turn at 7 pm (midnight UTC) but at their own midnight', async () => {
    const user = await createTestUser(t);
    at('2026-11-24T23:00:00Z'); // 6 pm in New York
    for (let i = 0; i < 4; i++) expect(await send(user, 'America/New_York', `message ${i}`)).toBe(200);
    expect(await status(user, 'America/New_York')).toMatchObject({
      dailyMessageCount: 4,
      canSendMessage: false,
      resetsAt: '2026-11-25T05:00:00.000Z',
    });

    at('2026-11-25T00:30:00Z'); // 7:30 pm in New York: a new UTC day, not a new New York day
    expect(await send(user, 'America/New_York')).toBe(402);
    expect((await status(user, 'America/New_York')).dailyMessageCount).toBe(4);

    at('2026-11-25T05:00:00Z'); // midnight in New York
    expect(await status(user, 'America/New_York')).toMatchObject({
      dailyMessageCount: 0,
      canSendMessage: true,
      resetsAt: '2026-11-26T05:00:00.000Z',
    });
    expect(await send(user, 'America/New_York')).toBe(200);
  });

  it('claiming another zone mid-day does not reopen the day', async () => {
    const user = await createTestUser(t);
    at('2026-11-24T23:00:00Z');
    for (let i = 0; i < 4; i++) expect(await send(user, 'America/New_York', `message ${i}`)).toBe(200);
    at('2026-11-25T00:30:00Z');
    // Tokyo is already on Nov 25 at 9:30 am, and Kiritimati on Nov 25 at 2:30 pm: still the same day here.
    for (const zone of ['Asia/Tokyo', 'Pacific/Kiritimati', 'UTC']) expect(await send(user, zone)).toBe(402);
    expect((await status(user, 'Asia/Tokyo')).resetsAt).toBe('2026-11-25T05:00:00.000Z');
  });

  it('hopping zones when the day turns cannot make a day shorter than 23 hours', async () => {
    const user = await createTestUser(t);
    at('2026-11-24T23:00:00Z');
    expect(await send(user, 'America/New_York')).toBe(200);
    at('2026-11-25T05:01:00Z'); // just past the New York midnight; Kiritimati's next midnight is 10:00Z
    expect(await send(user, 'Pacific/Kiritimati')).toBe(200);
    expect((await status(user, 'Pacific/Kiritimati')).resetsAt).toBe('2026-11-26T04:00:00.000Z');
    at('2026-11-25T10:30:00Z');
    expect((await status(user, 'Pacific/Kiritimati')).dailyMessageCount).toBe(1);
  });

  it('a zone that is not a real one, or none, counts the UTC day', async () => {
    const user = await createTestUser(t);
    at('2026-11-24T15:00:00Z');
    expect((await status(user, 'Mars/Olympus_Mons')).resetsAt).toBe('2026-11-25T00:00:00.000Z');
    expect((await status(user, "America/New_York'; DROP TABLE users; --")).resetsAt).toBe('2026-11-25T00:00:00.000Z');
    expect((await status(user)).resetsAt).toBe('2026-11-25T00:00:00.000Z');
    expect((await status(user, 'Asia/Kolkata')).resetsAt).toBe('2026-11-24T18:30:00.000Z');
  });
});
