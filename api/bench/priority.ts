/**
 * Priority responses under saturation (issue 10): the model-slot limit set to AI_CONCURRENCY=2
 * in front of a fake streaming model (each reply ~0.5 s), then 30 Pro and 30 free users send at
 * once, interleaved. Prints time to first token for each plan: Pro should wait less, and every
 * free request should still be served. Aging is set past the run's length (30 s) so the bench shows the ordering; Pro turns also start a memory extraction call, queued as free.
 */
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { sentenceChunks, startFakeOpenAI } from '../test/providers/fake-openai-server.ts';
import { fmt, pct, timedPost, type Timing } from './bench-client.ts';

type MakeUsers = (t: TestApp, n: number, plan: 'free' | 'pro') => Promise<{ auth: { authorization: string } }[]>;

const PER_PLAN = 30;

export async function benchPriority(makeUsers: MakeUsers) {
  const fake = await startFakeOpenAI({ kind: 'stream', chunks: sentenceChunks(25, 5), intervalMs: 20 });
  const t = await buildTestApp({
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: 'bench',
    AI_MODEL: 'fake',
    AI_CONCURRENCY: '2',
    AI_PRIORITY_AGING_MS: '30000',
    AI_FIRST_TOKEN_TIMEOUT_MS: '60000', // measure the queue itself; in production 8 s hands the rest to the offline companion
    LOG_LEVEL: 'silent',
  });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const pro = await makeUsers(t, PER_PLAN, 'pro');
    const free = await makeUsers(t, PER_PLAN, 'free');
    const send = (u: { auth: { authorization: string } }) =>
      timedPost(`${base}/api/chat`, { user_query: 'Tell me something kind' }, { ...u.auth, accept: 'text/event-stream' });
    const runs: Promise<[string, Timing]>[] = [];
    for (let i = 0; i < PER_PLAN; i++) {
      runs.push(send(free[i]!).then((r) => ['free', r]));
      runs.push(send(pro[i]!).then((r) => ['pro', r]));
    }
    const rows = await Promise.all(runs);
    for (const plan of ['pro', 'free']) {
      const mine = rows.filter(([p]) => p === plan).map(([, r]) => r);
      const ttft = mine.map((r) => r.firstTokenMs);
      const ok = mine.filter((r) => r.status === 200 && !Number.isNaN(r.firstTokenMs)).length;
      console.log(
        `  ${plan.padEnd(5)} time to first token   p50 ${fmt(pct(ttft, 0.5))} ms   p90 ${fmt(pct(ttft, 0.9))} ms   max ${fmt(Math.max(...ttft))} ms   (${ok}/${mine.length} served)`,
      );
    }
    console.log(`  (${PER_PLAN} Pro + ${PER_PLAN} free at once, 2 model slots, ~0.5 s per reply; upstream streams: ${fake.stats.requests})`);
  } finally {
    await t.close();
    await fake.close();
  }
}
