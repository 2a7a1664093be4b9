import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SERVICE_KEY_HEADER, WORKFLOW_CONTRACTS, workflowError, workflowMessages } from '@luna/contracts';
import { importCredential, VERSIONS } from '../../../scripts/n8n/n8n-launcher.ts';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { RELAXED_LIMITS } from '../auth/auth-fixtures.ts';
import { describeContracts, postJson } from '../workflows/contract-suite.ts';

const n8n = inject('n8n');
const n8nOptions = { userFolder: n8n.userFolder, port: n8n.port, apiUrl: `http://127.0.0.1:${n8n.apiPort}`, serviceKey: n8n.serviceKey };
const base = `http://127.0.0.1:${n8n.apiPort}`;

/** Luna on the port n8n calls, forwarding /webhook/* to n8n: the browser's whole path. */
async function lunaInFront(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await buildTestApp({ ...RELAXED_LIMITS, SERVICE_ROLE_KEY: n8n.serviceKey, WORKFLOW_BASE_URL: n8n.url, ...env });
  await t.app.listen({ port: n8n.apiPort, host: '127.0.0.1' });
  return t;
}
const userCount = async (t: TestApp) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users`)).rows[0]!.n;
const sample: Record<string, unknown> = {
  registration: {
    email: 'calm@example.com',
    password: 'Str0ng!pass',
    full_name: 'Calm Person',
    phone: '5551234567',
    country_code: '+1',
    state: 'CA',
    terms_accepted: true,
  },
  login: { email: 'calm@example.com', password: 'Str0ng!pass' },
};

describe(`through real n8n ${VERSIONS.n8n} (${dbKind})`, () => {
  describe('Luna -> n8n -> the API service door', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await lunaInFront();
    });
    afterAll(async () => t.close());

    describeContracts(`through n8n ${VERSIONS.n8n}`, () => ({ base, t }));

    it.each([
      ['products', { productId: 'luna_gold' }],
      ['login', { email: 'nobody@example.com', password: 'Wr0ng!pass' }],
      ['registration', { email: 'x@example.com' }],
      ['subscribe', {}],
    ])("n8n's webhook for %s answers byte for byte what the API's service door answers", async (name, body) => {
      const viaN8n = await postJson(`${n8n.url}/webhook/${name}`, body);
      const direct = await postJson(`${base}/service/webhook/${name}`, body, { [SERVICE_KEY_HEADER]: n8n.serviceKey });
      expect(viaN8n.status).toBe(direct.status);
      expect(viaN8n.text).toBe(direct.text);
    });
  });

  describe("the caller's address reaches the per-IP limits through n8n", () => {
    let t: TestApp;
    beforeAll(async () => {
      // TRUST_PROXY: the test plays the load balancer in front of Luna, naming each client.
      t = await lunaInFront({ TRUST_PROXY: 'true', AUTH_RATE_LIMIT_LOGIN_PER_IP: '2', AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '100' });
    });
    afterAll(async () => t.close());

    it('counts log-in attempts per client, not for n8n as a whole', async () => {
      const attempt = (ip: string) =>
        postJson(`${base}/webhook/login`, { email: 'someone@example.com', password: 'Wr0ng!pass' }, { 'x-forwarded-for': ip });
      expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('203.0.113.8')).status).toBe(401);
    });
  });

  describe('what n8n really sends, recorded for the browser client', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await lunaInFront();
    });
    afterAll(async () => t.close());

    // The exports answer with an object; test-only variants (variants/) reshape the same answer
    // the way an edited workflow might. frontend/src/lib/workflow-client.test.ts reads the file.
    it('matches the recording the browser client is tested with', async () => {
      const wrong = { email: 'nobody@example.com', password: 'Wr0ng!pass' };
      const recordings: Record<string, { status: number; contentType: string | null; body: string }> = {};
      for (const [label, name, body] of [
        ['object', 'login', wrong],
        ['string parsed twice', 'login-as-string', wrong],
        ['one-item array', 'login-as-array', wrong],
        ['object, another contract', 'products', { productId: 'luna_gold' }],
      ] as const) {
        const res = await fetch(`${n8n.url}/webhook/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        recordings[label] = { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
      }
      expect(recordings['string parsed twice']!.body.startsWith('"')).toBe(true);
      expect(recordings['one-item array']!.body.startsWith('[')).toBe(true);
      const file = { n8n: VERSIONS.n8n, recordedBy: 'api/test/n8n/through-n8n.n8n.ts', responses: recordings };
      await expect(`${JSON.stringify(file, null, 2)}\n`).toMatchFileSnapshot('../../../frontend/src/lib/fixtures/n8n-responses.json');
    });
  });

  describe('with a wrong service key in n8n', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await lunaInFront();
      await importCredential(n8nOptions, 'a-wrong-service-key-0123456789abcdef');
    });
    afterAll(async () => {
      await importCredential(n8nOptions, n8n.serviceKey);
      await t.close();
    });

    it.each(WORKFLOW_CONTRACTS)('%s is refused by the API, and nothing is done', async (name) => {
      const before = await userCount(t);
      const reply = await postJson(`${base}/webhook/${name}`, sample[name] ?? {});
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual(workflowError(workflowMessages.serviceKey));
      expect(await userCount(t)).toBe(before);
    });
  });

  describe('with the API down, n8n answers calmly', () => {
    it.each(WORKFLOW_CONTRACTS)('%s: 503 and the calm envelope within 5 s', async (name) => {
      const started = Date.now();
      const reply = await postJson(`${n8n.url}/webhook/${name}`, sample[name] ?? {});
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual(workflowError(workflowMessages.unavailable));
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });

  // Last: stops the run's n8n.
  describe('with n8n stopped, Luna answers calmly', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await lunaInFront();
      process.kill(n8n.pid, 'SIGTERM');
      for (
        let i = 0;
        i < 100 &&
        (await fetch(n8n.url).then(
          () => true,
          () => false,
        ));
        i++
      )
        await new Promise((r) => setTimeout(r, 200));
    });
    afterAll(async () => t.close());

    it.each(WORKFLOW_CONTRACTS)('%s: 503 and the calm envelope within 5 s, nothing stored', async (name) => {
      const before = await userCount(t);
      const started = Date.now();
      const reply = await postJson(`${base}/webhook/${name}`, sample[name] ?? {});
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual(workflowError(workflowMessages.unavailable));
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await userCount(t)).toBe(before);
    });
  });
});
