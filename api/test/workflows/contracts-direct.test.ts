import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { RELAXED_LIMITS } from '../auth/auth-fixtures.ts';
import { describeContracts } from './contract-suite.ts';

// The contract suite over real HTTP against the API answering /webhook/* itself (the embedded
// default); test/n8n runs the same suite through real n8n.
let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await buildTestApp(RELAXED_LIMITS);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => t.close());

describeContracts(`answered by the API itself (${dbKind})`, () => ({ base, t }));
