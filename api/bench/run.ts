/**
 * npm run bench (api/): chat-turn numbers through the real API over loopback HTTP. Prints
 * numbers only, asserts nothing; compare runs on the same machine kind (every server, client
 * and database here shares the same cores). Uses embedded PGlite in memory, or PostgreSQL
 * when TEST_DATABASE_URL is set (a throw-away database is created and dropped).
 *
 *   1. POST /api/chat latency with the offline companion, 1 and 50 concurrent users (JSON).
 *   2. Time to first token through the API (SSE) against a direct call to a fake streaming
 *      OpenAI-compatible upstream, 100 sequential requests each. The API releases text one
 *      screened sentence at a time, so it is compared with the upstream's first sentence too.
 *   3. The quota race: 50 concurrent sends from one free user.
 *   4. The embedded database's cost to the event loop, in-process vs worker (docs/decisions/002).
 *   5. Latency n8n adds per workflow contract (api/bench/n8n-latency.ts).
 *   6. The admin users search at 100,000 users (api/bench/admin-search.ts).
 *  11. Chat-turn throughput beside a bare Fastify + pg route with the same writes (bench/throughput.ts).
 *  10. Lighthouse (mobile) on /, /about and /subscribe (bench/lighthouse.ts; needs `npm run build`).
 *   9. 1,000 fuzzed requests per endpoint and their status classes (bench/fuzz.ts).
 *   8. The crisis screen's cost per message, alone and in a 40-turn conversation (bench/screen-cost.ts).
 */
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { buildTestApp, dbKind, type TestApp } from '../test/helpers.ts';
import { sentenceChunks, startFakeOpenAI } from '../test/providers/fake-openai-server.ts';
import { agent, fmt, pct, runPool, timedPost, type Timing } from './bench-client.ts';
import { benchEmbeddedDb } from './embedded-db.ts';
import { benchAdminSearch } from './admin-search.ts';
import { benchUploads } from './uploads.ts';
import { benchPriority } from './priority.ts';
import { benchN8n } from './n8n-latency.ts';
import { benchScreenCost } from './screen-cost.ts';
import { benchFuzz } from './fuzz.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchThroughput } from './throughput.ts';

const USERS = 120; // spread requests so no user meets the per-minute chat rate limit

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** Users with a live session and a signed token, inserted directly (no password hashing to wait for). */
async function makeUsers(t: TestApp, n: number, plan: 'free' | 'pro'): Promise<{ auth: { authorization: string } }[]> {
  return runPool(n, 4, async () => {
    const email = `bench-${randomUUID()}@example.com`;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, encrypted_password, full_name, plan, terms_accepted_at) VALUES ($1, 'not-a-hash', 'Bench', $2, now()) RETURNING id`,
      [email, plan],
    );
    const id = rows[0]!.id;
    const session = await t.db.query<{ id: string }>(`INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id`, [id]);
    const { token } = await t.app.tokens.sign({
      sub: id,
      email,
      session_id: session.rows[0]!.id,
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      app_metadata: { provider: 'email', providers: ['email'], plan, user_type: 'user' },
      user_metadata: { full_name: 'Bench' },
      phone: '',
    });
    return { auth: { authorization: `Bearer ${token}` } };
  });
}
type BenchUser = Awaited<ReturnType<typeof makeUsers>>[number];

function report(label: string, rows: Timing[], key: 'totalMs' | 'firstTokenMs' | 'firstSentenceMs' | 'metaMs') {
  const values = rows.map((r) => r[key]);
  const ok = rows.filter((r) => r.status === 200).length;
  console.log(`  ${label.padEnd(44)} p50 ${fmt(pct(values, 0.5))} ms   p99 ${fmt(pct(values, 0.99))} ms   (${ok}/${rows.length} ok)`);
  return pct(values, 0.5);
}

async function chatLatency(base: string, users: BenchUser[]) {
  section('1. POST /api/chat with the offline companion (JSON, round trip incl. quota, storage, screening)');
  let u = 0;
  const send = () => timedPost(`${base}/api/chat`, { user_query: 'I had a long day and feel a bit low' }, users[u++ % users.length]!.auth);
  await runPool(20, 5, send); // warm-up
  report('1 user, 200 sequential', await runPool(200, 1, send), 'totalMs');
  report('50 concurrent users, 500 requests', await runPool(500, 50, send), 'totalMs');
}

async function firstToken() {
  section('2. Time to first token: API (SSE) vs direct to a fake upstream (50 chunks, 10 ms apart), 100 sequential');
  for (const [perSentence, firstDelayMs] of [
    [1, 0],
    [5, 0],
    [1, 200],
  ] as const) {
    const fake = await startFakeOpenAI({ kind: 'stream', chunks: sentenceChunks(50, perSentence), intervalMs: 10, firstDelayMs });
    const t = await buildTestApp({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'bench', AI_MODEL: 'fake', LOG_LEVEL: 'silent' });
    try {
      const base = await listen(t);
      const users = await makeUsers(t, USERS, 'pro');
      const direct = () => timedPost(`${fake.url}/chat/completions`, { model: 'fake', stream: true, messages: [{ role: 'user', content: 'hi' }] });
      let u = 0;
      const viaApi = () =>
        timedPost(`${base}/api/chat`, { user_query: 'Tell me something kind' }, { ...users[u++ % users.length]!.auth, accept: 'text/event-stream' });
      await runPool(5, 1, direct);
      await runPool(5, 1, viaApi);
      console.log(
        ` sentences of ${perSentence} word(s), upstream's first token after ${firstDelayMs ? `${firstDelayMs} ms (a model thinking)` : 'no delay'}:`,
      );
      const directRows = await runPool(100, 1, direct);
      const d1 = report('direct: first token', directRows, 'firstTokenMs');
      const d2 = report('direct: first sentence end', directRows, 'firstSentenceMs');
      const apiRows = await runPool(100, 1, viaApi);
      const m = report('API: meta event (auth, quota, message stored)', apiRows, 'metaMs');
      const a = report('API: first token event (one screened sentence)', apiRows, 'firstTokenMs');
      report('API: whole stream', apiRows, 'totalMs');
      console.log(`  => added over direct first token: ${(a - d1).toFixed(1)} ms p50; over direct first sentence: ${(a - d2).toFixed(1)} ms p50`);
      const afterMeta = pct(
        apiRows.map((r) => r.firstTokenMs - r.metaMs),
        0.5,
      );
      console.log(
        `     before the model call (meta): ${m.toFixed(1)} ms p50; meta -> first token: ${afterMeta.toFixed(1)} ms p50 (direct first sentence: ${d2.toFixed(1)} ms)`,
      );
    } finally {
      await t.close();
      await fake.close();
    }
  }
}

async function quotaRace(base: string, t: TestApp) {
  section('3. Quota race: 50 concurrent POST /api/chat from one free user');
  const [user] = await makeUsers(t, 1, 'free');
  const rows = await Promise.all(Array.from({ length: 50 }, (_, i) => timedPost(`${base}/api/chat`, { user_query: `race ${i}` }, user!.auth)));
  const by = (s: number) => rows.filter((r) => r.status === s).length;
  console.log(`  50 concurrent -> ${by(200)} succeeded (200), ${by(402)} refused (402), ${50 - by(200) - by(402)} other`);
}

const started = performance.now();
const section = (title: string) => console.log(`\n${title}   [t+${((performance.now() - started) / 1000).toFixed(0)} s]`);

/** `npm run bench -- first-token` (or `screen`) runs that section alone (every section when none is named). */
const only = process.argv.slice(2);

async function throughputSection() {
  section(`11. chat-turn throughput beside a bare Fastify + pg route with the same writes, 50 concurrent users`);
  await benchThroughput(makeUsers);
}

async function lighthouseSection() {
  section('10. Lighthouse, mobile: /, /about, /subscribe of the production build (targets: performance 0.90, accessibility 0.95)');
  await benchLighthouse();
}

async function fuzzSection() {
  section('9. fuzzed requests: 1,000 per endpoint, status classes (target: 0 answered 5xx)');
  await benchFuzz(1000);
}

async function main() {
  console.log(`Luna chat bench: database ${dbKind}, Node ${process.version}, ${new Date().toISOString()}`);
  if (only.includes('first-token')) return void (await firstToken());
  section('8. the crisis screen: cost per message (target p99 under 2 ms)');
  benchScreenCost();
  if (only.includes('screen')) return;
  if (only.includes('fuzz')) return void (await fuzzSection());
  if (only.includes('lighthouse')) return void (await lighthouseSection());
  if (only.includes('throughput')) return void (await throughputSection());
  const t = await buildTestApp({ LOG_LEVEL: 'silent' });
  try {
    const base = await listen(t);
    await chatLatency(base, await makeUsers(t, USERS, 'pro'));
    await quotaRace(base, t);
  } finally {
    await t.close();
  }
  await firstToken();
  section('5. Priority responses: time to first token for Pro and free when every model slot is busy');
  await benchPriority(makeUsers);
  section('7. uploads: extraction per PDF page and per image, chat latency while four OCRs run (issue 9)');
  await benchUploads();
  agent.destroy();
  section('4. the embedded database: PGlite in-process vs in a worker behind the wire protocol (ADR 002)');
  await benchEmbeddedDb();
  await benchN8n(section);
  section('6. admin users search at 100,000 users, 100 sequential requests each (target p50 < 20 ms on PostgreSQL)');
  await benchAdminSearch();
  await fuzzSection();
  await lighthouseSection();
  await throughputSection();
  section('done');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
