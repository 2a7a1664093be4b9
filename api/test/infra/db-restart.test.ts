import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../helpers.ts';
import { startThrowawayPostgres, throwawayPostgresAvailable, type ThrowawayPostgres } from './throwaway-postgres.ts';

/**
 * The probe that found it: PostgreSQL restarted under chat and refresh-token traffic, and the API
 * process died of `Unhandled 'error' event ... 57P01` on a client checked out by `db.tx()`.
 * Here the server restarts under the same load; the process must live and serve again within seconds.
 */
describe.runIf(throwawayPostgresAvailable)('a PostgreSQL restart under load', () => {
  let pg: ThrowawayPostgres;
  let t: TestApp;
  const anon = { apikey: 'luna-anon-key' };
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => uncaught.push(err);

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    process.on('uncaughtException', onUncaught);
    t = await buildTestApp({ DATABASE_URL: pg.url });
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await t?.close().catch(() => undefined);
    pg?.stop();
  });

  it('leaves the API running and serving chat and refresh again within seconds', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t, { plan: 'pro' })));
    // Someone who was not in the load: the load may have used up its users' per-minute chat limit.
    const later = await createTestUser(t, { plan: 'pro' });
    const tokens = await Promise.all(
      users.map(async (u) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/auth/v1/token?grant_type=password',
          headers: anon,
          payload: { email: u.email, password: u.password },
        });
        expect(res.statusCode).toBe(200);
        return res.json().refresh_token as string;
      }),
    );

    let running = true;
    const statuses: number[] = [];
    const worker = async (i: number) => {
      const u = users[i]!;
      let refresh = tokens[i]!;
      while (running) {
        const [chat, rotated] = await Promise.all([
          t.app.inject({ method: 'POST', url: '/api/chat', headers: u.auth, payload: { user_query: 'I had a long day at work', history: '' } }),
          t.app.inject({ method: 'POST', url: '/auth/v1/token?grant_type=refresh_token', headers: anon, payload: { refresh_token: refresh } }),
        ]);
        statuses.push(chat.statusCode, rotated.statusCode);
        if (rotated.statusCode === 200) refresh = rotated.json().refresh_token;
      }
    };
    const load = users.map((_, i) => worker(i));
    await new Promise((r) => setTimeout(r, 800));
    pg.restart();
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await Promise.all(load);
    expect(statuses.length).toBeGreaterThan(8);

    // Recovered by itself: a fresh turn succeeds within a few seconds of the restart.
    const deadline = Date.now() + 5000;
    let status = 0;
    while (Date.now() < deadline) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: later.auth,
        payload: { user_query: 'Still there?', history: '' },
      });
      status = res.statusCode;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect(uncaught).toEqual([]);
  });
});
