import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const redisUp = await reachable(REDIS_URL);
if (!redisUp) console.warn(`redis rate-limit test: SKIPPED, no Redis at ${REDIS_URL}`);

/** With REDIS_URL, every API instance shares one count: two apps, one limit. */
describe.skipIf(!redisUp)('rate limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  const env = { REDIS_URL, AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '2', AUTH_RATE_LIMIT_LOGIN_PER_IP: '1000' };
  beforeAll(async () => {
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => Promise.all([a?.close(), b?.close()]));

  it('counts attempts on one instance against the next instance', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    const attempt = (t: TestApp) => t.app.inject({ method: 'POST', url: '/webhook/login', payload: { email, password: 'Wr0ng!pass' } });
    expect((await attempt(a)).statusCode).toBe(401);
    expect((await attempt(b)).statusCode).toBe(401);
    const third = await attempt(a);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/Too many attempts/);
    expect((await attempt(b)).statusCode).toBe(429);
  });
});

/**
 * The probe (issue 14): during a Redis outage every limit switched off (`skipOnError`). Now each
 * instance counts in its own memory until Redis answers again. Nothing listens on port 1.
 */
describe('rate limits while Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_LOGIN_PER_EMAIL: '2', AUTH_RATE_LIMIT_LOGIN_PER_IP: '1000' });
  });
  afterAll(async () => t?.close());

  it('are still enforced, counted in memory', async () => {
    const email = `outage-${randomUUID()}@example.com`;
    const attempt = () => t.app.inject({ method: 'POST', url: '/webhook/login', payload: { email, password: 'Wr0ng!pass' } });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('route limits too (the chat limit)', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { user_query: `n ${i}` } })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
