import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

describe(`quota under concurrency (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const send = (headers: Record<string, string>, i: number) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: { user_query: `concurrent ${i}` } });

  it('50 simultaneous sends from one free user: exactly 4 succeed, the rest get 402', async () => {
    const user = await createTestUser(t);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(user.auth, i)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 402)).toHaveLength(46);
    const stored = await t.db.query(
      `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
        WHERE s.user_id = $1 AND m.sender = 'user'`,
      [user.id],
    );
    expect(stored.rows[0]!.n).toBe(4);
  });

  it('also holds when yesterday’s row is already full (the day rolls over exactly once)', async () => {
    const user = await createTestUser(t);
    await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date - 1, 4)`, [user.id]);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => send(user.auth, i)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
  });

  it('50 simultaneous sends from one visitor cookie: exactly 1 succeeds', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/sessions' }); // 401, just to warm routes
    expect(first.statusCode).toBe(401);
    const seed = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { user_query: 'x'.repeat(3) }, remoteAddress: '10.0.0.50' });
    const cookie = seed.cookies.find((c) => c.name === 'luna_visitor')!.value;
    await t.db.query(`DELETE FROM visitor_usage`);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/chat',
          headers: { cookie: `luna_visitor=${cookie}` },
          payload: { user_query: `v ${i}` },
          remoteAddress: '10.0.0.51',
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});
