import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, dbKind, type TestApp } from '../helpers.ts';
import { ANON, latestMailLink, RELAXED_LIMITS, signUp, uniqueEmail } from './auth-fixtures.ts';

const RESPONSE_MS = 250;

/**
 * The probe (issue 14): /auth/v1/recover answered registered addresses measurably slower (the
 * token write and the mail ran before the answer), so timing told which addresses have accounts.
 * Now both answers come after the same fixed time, with the work beside it.
 */
describe(`reset requests do not tell which addresses are registered (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ...RELAXED_LIMITS, AUTH_RECOVER_RESPONSE_MS: String(RESPONSE_MS) });
  });
  afterAll(async () => t.close());

  const recover = async (email: string) => {
    const started = performance.now();
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email }, headers: ANON });
    return { res, ms: performance.now() - started };
  };

  it('answers a registered and an unknown address alike, after the same fixed wait, and mails only the first', async () => {
    const { email } = await signUp(t);
    const known = await recover(email);
    const unknown = await recover(uniqueEmail());
    expect([known.res.statusCode, unknown.res.statusCode]).toEqual([200, 200]);
    expect(known.res.body).toBe(unknown.res.body);
    // Both wait the whole fixed time, so the unknown address is not answered sooner.
    expect(unknown.ms).toBeGreaterThanOrEqual(RESPONSE_MS - 5);
    expect(known.ms).toBeGreaterThanOrEqual(RESPONSE_MS - 5);
    expect(await latestMailLink(t, email)).toMatch(/type=recovery/);
  });
});

describe('a mail server that hangs or refuses', () => {
  let hanging: net.Server;
  let t: TestApp;
  beforeAll(async () => {
    // Accepts the connection and never says a word: an SMTP server that hangs.
    hanging = net.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    t = await buildTestApp({
      ...RELAXED_LIMITS,
      AUTH_RECOVER_RESPONSE_MS: String(RESPONSE_MS),
      SMTP_URL: `smtp://127.0.0.1:${(hanging.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    hanging.close();
  });

  it('neither delays nor changes the answer for a registered address', async () => {
    const { email } = await signUp(t);
    const res = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email }, headers: ANON });
    expect(res.statusCode).toBe(200);
    const other = await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: uniqueEmail() }, headers: ANON });
    expect(other.body).toBe(res.body);
  });
});
