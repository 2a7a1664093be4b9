/**
 * The latency n8n adds to each workflow contract (target: at most 30 ms at p50, issue 12).
 * One API with WORKFLOW_BASE_URL set, one real n8n running the repository's workflows, and for
 * each contract N sequential successful calls three ways:
 *   direct    POST API /service/webhook/<name> with the service key (the API's own work)
 *   n8n       POST n8n /webhook/<name> (n8n -> API)
 *   browser   POST Luna /webhook/<name> (Luna forwards to n8n -> API: what the browser meets)
 * and the same with n8n's `vm` expression engine for two contracts (docs/decisions/050).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { SERVICE_KEY_HEADER, type WorkflowContract } from '@luna/contracts';
import { deployWorkflows, ensureInstalled, freePorts, startN8n, VERSIONS, type N8nOptions } from '../../scripts/n8n/n8n-launcher.ts';
import { RELAXED_LIMITS } from '../test/auth/auth-fixtures.ts';
import { buildTestApp, createTestUser, type TestApp } from '../test/helpers.ts';
import { fmt, pct, runPool, timedPost } from './bench-client.ts';

const N = 60;
const KEY = 'bench-service-key-0123456789abcdef0123';
const PASSWORD = 'Str0ng!pass';
type Call = (i: number) => { body: unknown; headers?: Record<string, string> };

/** A successful request for each contract; the i-th call of each path gets its own fresh data. */
async function calls(t: TestApp, total: number): Promise<Record<WorkflowContract, Call>> {
  const person = await createTestUser(t, { password: PASSWORD });
  // Each subscription needs a user with none yet: one per call (inserted directly, no hashing).
  const subscribers = await runPool(total, 4, async () => {
    const email = `bench-${randomUUID()}@example.com`;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO users (email, encrypted_password, full_name, plan, terms_accepted_at) VALUES ($1, 'not-a-hash', 'Bench', 'free', now()) RETURNING id`,
      [email],
    );
    const id = rows[0]!.id;
    const session = await t.db.query<{ id: string }>(`INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id`, [id]);
    const { token } = await t.app.tokens.sign({
      sub: id,
      email,
      session_id: session.rows[0]!.id,
      amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
      app_metadata: { provider: 'email', providers: ['email'], plan: 'free', user_type: 'user' },
      user_metadata: { full_name: 'Bench' },
      phone: '',
    });
    return { id, auth: { authorization: `Bearer ${token}` } };
  });
  let s = 0;
  return {
    registration: () => ({
      body: {
        email: `bench-${randomUUID()}@example.com`,
        password: PASSWORD,
        full_name: 'Bench Person',
        phone: '5551234567',
        country_code: '+1',
        state: 'CA',
        terms_accepted: true,
      },
    }),
    login: () => ({ body: { email: person.email, password: PASSWORD } }),
    'forgot-password': () => ({ body: { email: person.email } }),
    products: () => ({ body: { productId: 'luna_pro' } }),
    'create-customer': () => ({ body: { email: person.email }, headers: person.auth }),
    subscribe: () => {
      const u = subscribers[s++ % subscribers.length]!;
      return {
        body: {
          userId: u.id,
          plan: 'pro',
          productName: 'Luna Pro',
          productId: 'luna_pro',
          stripeId: null,
          paymentMethodId: null,
          amount: 999,
          currency: 'usd',
          subscriptionStartAt: randomUUID(),
          couponId: null,
          consent: true,
        },
        headers: u.auth,
      };
    },
  };
}

async function measure(url: string, call: Call, extra: Record<string, string> = {}): Promise<{ p50: number; p99: number; ok: number }> {
  const rows = await runPool(N, 1, (i) => {
    const c = call(i);
    return timedPost(url, c.body, { ...extra, ...c.headers });
  });
  const ms = rows.map((r) => r.totalMs);
  return { p50: pct(ms, 0.5), p99: pct(ms, 0.99), ok: rows.filter((r) => r.status === 200).length };
}

export async function benchN8n(section: (title: string) => void) {
  section(`5. Latency added by n8n ${VERSIONS.n8n} per workflow contract: ${N} sequential calls each, p50/p99 ms`);
  await ensureInstalled();
  const [apiPort, n8nPort] = await freePorts(2);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-bench-n8n-'));
  const options: N8nOptions = { userFolder: folder, port: n8nPort!, apiUrl: `http://127.0.0.1:${apiPort}`, serviceKey: KEY };
  const high = Object.fromEntries(Object.keys(RELAXED_LIMITS).map((k) => [k, '100000']));
  const t = await buildTestApp({ ...high, LOG_LEVEL: 'silent', SERVICE_ROLE_KEY: KEY, WORKFLOW_BASE_URL: `http://127.0.0.1:${n8nPort}` });
  await t.app.listen({ port: apiPort!, host: '127.0.0.1' });
  const luna = `http://127.0.0.1:${apiPort}`;
  try {
    await deployWorkflows(options);
    for (const engine of ['legacy', 'vm'] as const) {
      const n8n = await startN8n({ ...options, expressionEngine: engine });
      try {
        console.log(
          `  settings: N8N_EXPRESSION_ENGINE=${engine}, regular mode, SQLite, no execution data saved, Node ${VERSIONS.node}; API on embedded PGlite`,
        );
        console.log(
          `  ${'contract'.padEnd(16)} ${'direct'.padStart(14)} ${'n8n'.padStart(14)} ${'browser path'.padStart(14)}   added by n8n (p50 / p99)`,
        );
        const each = await calls(t, N * 3 + 3);
        const contracts: WorkflowContract[] =
          engine === 'legacy' ? ['registration', 'login', 'forgot-password', 'products', 'create-customer', 'subscribe'] : ['products', 'login'];
        for (const name of contracts) {
          const call = each[name];
          for (let i = 0; i < 3; i++) await timedPost(`${n8n.url}/webhook/${name}`, call(i).body, call(i).headers); // warm-up
          const direct = await measure(`${luna}/service/webhook/${name}`, call, { [SERVICE_KEY_HEADER]: KEY });
          const viaN8n = await measure(`${n8n.url}/webhook/${name}`, call);
          const browser = await measure(`${luna}/webhook/${name}`, call);
          const cell = (m: { p50: number; p99: number }) => `${fmt(m.p50)}/${fmt(m.p99)}`.padStart(14);
          const okNote = [direct, viaN8n, browser].every((m) => m.ok === N) ? '' : `   (ok: ${direct.ok}/${viaN8n.ok}/${browser.ok} of ${N})`;
          console.log(
            `  ${name.padEnd(16)} ${cell(direct)} ${cell(viaN8n)} ${cell(browser)}   +${fmt(viaN8n.p50 - direct.p50)} / +${fmt(viaN8n.p99 - direct.p99)}${okNote}`,
          );
        }
      } finally {
        await n8n.stop();
      }
    }
  } finally {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
