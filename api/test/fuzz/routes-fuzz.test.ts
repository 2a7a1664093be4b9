import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEY_HEADER } from '@luna/contracts';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';
import { endpointsOf, fuzzEndpoint } from './fuzz-routes.ts';

/** Bodies per endpoint here; `npm run bench` runs the full 1,000 (bench/fuzz.ts). */
const PER_ENDPOINT = 60;

describe(`fuzzed requests to every route give no 5xx (${dbKind})`, () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ SERVICE_ROLE_KEY: 'fuzz-service-key-0123456789abcdefghij' });
    user = await createTestUser(t);
    admin = await createTestUser(t, { userType: 'admin' });
  });
  afterAll(async () => t.close());

  it('a crisis message carrying a NUL and a lone surrogate gets the crisis reply, and an ordinary one is stored clean', async () => {
    const crisis = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'i want to kill my\u0000self tonight \uD800' },
    });
    expect(crisis.statusCode).toBe(200);
    expect(crisis.json()).toMatchObject({ crisis: true });
    const pro = await createTestUser(t, { plan: 'pro' });
    const ordinary = await t.app.inject({ method: 'POST', url: '/api/chat', headers: pro.auth, payload: { user_query: 'long\u0000 day \uDC00' } });
    expect(ordinary.statusCode).toBe(200);
    const { rows } = await t.db.query<{ content: string }>(`SELECT content FROM chat_messages WHERE session_id = $1 AND sender = 'user'`, [
      ordinary.json().sessionId,
    ]);
    expect(rows[0]!.content).toBe('long day \uFFFD');
  });

  it(`${PER_ENDPOINT} fuzzed requests per endpoint`, async () => {
    const endpoints = endpointsOf(t);
    expect(endpoints.length).toBeGreaterThan(30);
    const auth: Record<string, string>[] = [
      {},
      user.auth,
      admin.auth,
      { apikey: 'anon', authorization: 'Bearer not.a.jwt' },
      { [SERVICE_KEY_HEADER]: 'fuzz-service-key-0123456789abcdefghij' },
    ];
    const report: string[] = [];
    const failed: string[] = [];
    for (const [i, e] of endpoints.entries()) {
      const { byClass, failures } = await fuzzEndpoint(t, e, PER_ENDPOINT, 1000 + i, auth);
      report.push(`${e.method} ${e.url}: ${JSON.stringify(byClass)}`);
      for (const f of failures.slice(0, 2))
        failed.push(`${e.method} ${e.url} -> ${f.status} ${f.body} payload=${JSON.stringify(f.payload)?.slice(0, 300)}`);
    }
    console.log(report.join('\n'));
    expect(failed).toEqual([]);
  }, 600_000);
});
