/**
 * Measures what the embedded database costs the API's event loop: PGlite called in-process
 * versus PGlite served over the wire protocol from a worker thread (what Luna runs).
 * Prints throughput and event-loop delay (p50/p99/max); see docs/decisions/002.
 */
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../src/infra/db/database.ts';

const OPS = 3000;
const CONCURRENCY = 10;
const SETUP = 'CREATE TABLE IF NOT EXISTS bench (id bigserial PRIMARY KEY, user_id int, body text)';
const INSERT = 'INSERT INTO bench (user_id, body) VALUES ($1, $2) RETURNING id';
const SELECT = 'SELECT * FROM bench WHERE id = $1';

async function run(label: string, query: (sql: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>) {
  await query(SETUP, []);
  // A probe that wants to run every 5 ms, like a timer or an SSE write would: how late is it?
  const lateness: number[] = [];
  let probing = true;
  const probe = () => {
    const due = performance.now() + 5;
    setTimeout(() => {
      lateness.push(performance.now() - due);
      if (probing) probe();
    }, 5);
  };
  probe();
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < OPS) {
        next++;
        const { rows } = await query(INSERT, [next % 50, 'x'.repeat(200)]);
        await query(SELECT, [rows[0]!.id]);
      }
    }),
  );
  const secs = (performance.now() - start) / 1000;
  probing = false;
  lateness.sort((a, b) => a - b);
  const pct = (p: number) => (lateness[Math.min(lateness.length - 1, Math.floor((p / 100) * lateness.length))] ?? 0).toFixed(1);
  console.log(
    `${label.padEnd(30)} ${Math.round(OPS / secs)} turns/s (insert+select); a 5 ms timer ran ${lateness.length} times in ${secs.toFixed(1)} s, late by p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`,
  );
}

export async function benchEmbeddedDb() {
  const inProcess = await PGlite.create();
  await run('PGlite in-process', (sql, params) => inProcess.query(sql, params) as never);
  await inProcess.close();

  const wire = await openDatabase({ dataDir: 'memory://' });
  await run('PGlite worker + wire protocol', (sql, params) => wire.query(sql, params) as never);
  await wire.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEmbeddedDb();
