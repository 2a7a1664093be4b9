/**
 * Chat-turn throughput beside a bare Fastify + pg route doing the same durable writes (issue 14:
 * target at least 0.8 of it at 50 concurrent users, on PostgreSQL). Both run in this process on
 * the same database and pool; Luna's turn is POST /api/chat with the offline companion (JSON,
 * no typing delay); the bare route charges the day's count, creates a conversation and stores the
 * message and a fixed reply in one transaction, with no auth, screen, validation or reply.
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { buildTestApp, dbKind, type TestApp } from '../test/helpers.ts';
import { runPool, timedPost } from './bench-client.ts';

type MakeUsers = (t: TestApp, n: number, plan: 'free' | 'pro') => Promise<{ auth: { authorization: string } }[]>;

const REQUESTS = 1000;
const CONCURRENCY = 50;

export async function benchThroughput(makeUsers: MakeUsers): Promise<void> {
  const t = await buildTestApp({ LOG_LEVEL: 'silent' });
  const bare = Fastify();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const luna = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const users = await makeUsers(t, 120, 'pro');
    const ids = (await t.db.query<{ id: string }>(`SELECT id FROM users WHERE email LIKE 'bench-%'`)).rows.map((r) => r.id);

    bare.post('/bare-chat', async (request) => {
      const { userId, text } = request.body as { userId: string; text: string };
      await t.db.tx(async (q) => {
        await q.query(
          `INSERT INTO daily_usage (user_id, day, count) VALUES ($1, current_date, 1)
           ON CONFLICT (user_id) DO UPDATE SET count = daily_usage.count + 1, updated_at = now()`,
          [userId],
        );
        const s = await q.query<{ id: string }>(`INSERT INTO chat_sessions (user_id, title) VALUES ($1, 'Bench') RETURNING id`, [userId]);
        const sessionId = s.rows[0]!.id;
        await q.query(`INSERT INTO chat_messages (session_id, sender, content) VALUES ($1, 'user', $2), ($1, 'ai', 'I hear you.')`, [
          sessionId,
          text,
        ]);
      });
      return { success: true, response: 'I hear you.' };
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

    const run = async (call: (i: number) => Promise<{ status: number }>) => {
      await runPool(50, CONCURRENCY, call); // warm up
      const started = performance.now();
      const rows = await runPool(REQUESTS, CONCURRENCY, call);
      const seconds = (performance.now() - started) / 1000;
      return { perSecond: rows.filter((r) => r.status === 200).length / seconds, ok: rows.filter((r) => r.status === 200).length };
    };
    const lunaRate = await run((i) =>
      timedPost(`${luna}/api/chat`, { user_query: `A long day at work, and I want to unwind ${randomUUID()}` }, users[i % users.length]!.auth),
    );
    const bareRate = await run((i) => timedPost(`${bareUrl}/bare-chat`, { userId: ids[i % ids.length], text: `A long day at work ${randomUUID()}` }));
    console.log(
      `  Luna POST /api/chat (offline companion)       ${lunaRate.perSecond.toFixed(0).padStart(5)} turns/s   (${lunaRate.ok}/${REQUESTS} ok)`,
    );
    console.log(
      `  bare Fastify + pg, the same durable writes     ${bareRate.perSecond.toFixed(0).padStart(5)} turns/s   (${bareRate.ok}/${REQUESTS} ok)`,
    );
    console.log(`  => Luna / bare: ${(lunaRate.perSecond / bareRate.perSecond).toFixed(2)} (target 0.8 on PostgreSQL; database: ${dbKind})`);
  } finally {
    await bare.close();
    await t.close();
  }
}
