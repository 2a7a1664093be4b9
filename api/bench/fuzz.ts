/**
 * 1,000 fuzzed requests per API endpoint (issue 14): NUL and lone surrogates, wrong types, huge
 * numbers, long strings, nesting, with every kind of credential; prints the status classes per
 * endpoint and the count of 5xx, which must be 0. The test suite runs the same with fewer.
 */
import { SERVICE_KEY_HEADER } from '@luna/contracts';
import { buildTestApp, createTestUser } from '../test/helpers.ts';
import { endpointsOf, fuzzEndpoint } from '../test/fuzz/fuzz-routes.ts';

export async function benchFuzz(perEndpoint = 1000): Promise<void> {
  const key = 'fuzz-service-key-0123456789abcdefghij';
  const t = await buildTestApp({ SERVICE_ROLE_KEY: key, LOG_LEVEL: 'silent' });
  try {
    const user = await createTestUser(t);
    const admin = await createTestUser(t, { userType: 'admin' });
    const auth: Record<string, string>[] = [
      {},
      user.auth,
      admin.auth,
      { apikey: 'anon', authorization: 'Bearer not.a.jwt' },
      { [SERVICE_KEY_HEADER]: key },
    ];
    let total = 0;
    let fiveHundreds = 0;
    for (const [i, e] of endpointsOf(t).entries()) {
      const { byClass, failures } = await fuzzEndpoint(t, e, perEndpoint, 1000 + i, auth);
      total += perEndpoint;
      fiveHundreds += failures.length;
      const classes = Object.entries(byClass)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      console.log(`  ${`${e.method} ${e.url}`.padEnd(60)} ${classes}`);
    }
    console.log(`  => ${total} fuzzed requests, ${fiveHundreds} answered 5xx`);
  } finally {
    await t.close();
  }
}
