import net from 'node:net';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../src/infra/errors.ts';
import { rateLimitPlugin } from '../../src/infra/rate-limit.ts';
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

/**
 * A Redis that takes the connection, answers the ready check and then never says another word
 * (a paused or wedged server, a half-open link). Requests must not wait on it: each command gives
 * up after a short timeout, the limits count in memory, and the switch is logged once.
 */
describe('rate limits while Redis accepts but never answers', () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    // ioredis's handshake: CLIENT SETINFO (twice), then the ready check INFO. Answer those (OK, an
    // empty report), then stay silent.
    let handshaken = false;
    socket.on('data', (chunk) => {
      for (const command of chunk.toString().split(/(?=\*\d+\r\n)/)) {
        if (handshaken) return;
        if (/setinfo/i.test(command)) socket.write('+OK\r\n');
        else if (/^\*1\r\n\$4\r\ninfo\r\n/i.test(command)) {
          socket.write('$0\r\n\r\n');
          handshaken = true;
        }
      }
    });
  });
  const logs: string[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } } });
    await app.register(errorHandlerPlugin);
    await app.register(rateLimitPlugin, { redisUrl: `redis://127.0.0.1:${port}` });
    app.post('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await Promise.race([app?.close(), new Promise((r) => setTimeout(r, 2000))]);
    await new Promise((r) => silent.close(r));
  });

  /** One request, its status and how long it took; a hung request fails here, not at the test timeout. */
  async function timed(): Promise<{ status: number | 'hung'; ms: number }> {
    const started = Date.now();
    const status = await Promise.race([
      app.inject({ method: 'POST', url: '/limited', remoteAddress: '10.9.9.9' }).then((r) => r.statusCode),
      new Promise<'hung'>((r) => setTimeout(() => r('hung'), 3000)),
    ]);
    return { status, ms: Date.now() - started };
  }

  it('answers at once, counting in memory, and logs the switch once without the key', async () => {
    const results = [await timed(), await timed(), await timed(), await timed()];
    expect(results.map((r) => r.status)).toEqual([200, 200, 429, 429]);
    // The first request waits for the command timeout (about 500 ms); the next ones skip Redis.
    expect(results[0]!.ms).toBeLessThan(2000);
    for (const r of results.slice(1)) expect(r.ms).toBeLessThan(400);
    const switches = logs.filter((l) => l.includes('rate limits counted in memory'));
    expect(switches).toHaveLength(1);
    expect(switches[0]).not.toContain('10.9.9.9');
  });
});
