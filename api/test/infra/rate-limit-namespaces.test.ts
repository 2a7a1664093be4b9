import net from 'node:net';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../../src/infra/errors.ts';
import { rateLimitPlugin } from '../../src/infra/rate-limit.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisUp) console.warn(`rate-limit namespaces through Redis: SKIPPED, no Redis at ${REDIS_URL}`);

/**
 * Issue 14: every limit counts under its own name. Two named limiters (app.createRateLimit) keyed
 * by the same IP, and two routes keyed by the same person, must never add to one count: using up
 * one (the chat) must not refuse the other (session reads, a login check).
 */
async function limitedApp(redisUrl: string | undefined, ns: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  await app.register(rateLimitPlugin, { redisUrl });
  const byIp = (req: FastifyRequest) => req.ip;
  const limiters = {
    a: app.createRateLimit({ name: `test-${ns}-a`, max: 2, timeWindow: 60_000, keyGenerator: byIp }),
    b: app.createRateLimit({ name: `test-${ns}-b`, max: 2, timeWindow: 60_000, keyGenerator: byIp }),
  };
  app.post<{ Params: { which: 'a' | 'b' } }>('/named/:which', async (req, reply) => {
    const res = await limiters[req.params.which](req);
    return reply.status(!res.isAllowed && res.isExceeded ? 429 : 200).send({ ok: true });
  });
  const byPerson = { max: 2, timeWindow: 60_000, keyGenerator: (req: FastifyRequest) => String(req.headers['x-person']) };
  app.post(`/t/${ns}/chat`, { config: { rateLimit: byPerson } }, async () => ({ ok: true }));
  app.get(`/t/${ns}/sessions`, { config: { rateLimit: byPerson } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function namespaceChecks(label: string, redisUrl: () => string | undefined) {
  describe(label, () => {
    const ns = randomUUID().slice(0, 8);
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await limitedApp(redisUrl(), ns);
    });
    afterAll(async () => app?.close());

    it('two named limiters keyed by the same IP keep separate counts', async () => {
      const ip = randomIp();
      const named = (which: 'a' | 'b') => app.inject({ method: 'POST', url: `/named/${which}`, remoteAddress: ip }).then((r) => r.statusCode);
      expect([await named('a'), await named('a'), await named('a')]).toEqual([200, 200, 429]);
      expect(await named('b')).toBe(200);
    });

    it('two routes keyed by the same person keep separate counts (the chat used up, session reads still answer)', async () => {
      const headers = { 'x-person': randomUUID() };
      const chat = () => app.inject({ method: 'POST', url: `/t/${ns}/chat`, headers }).then((r) => r.statusCode);
      expect([await chat(), await chat(), await chat()]).toEqual([200, 200, 429]);
      expect((await app.inject({ method: 'GET', url: `/t/${ns}/sessions`, headers })).statusCode).toBe(200);
    });
  });
}

namespaceChecks('rate-limit namespaces in memory (no REDIS_URL)', () => undefined);

it('a limiter made without a name is refused when it is made, not left to share a count', async () => {
  const app = Fastify({ logger: false });
  await app.register(rateLimitPlugin, {});
  expect(() => app.createRateLimit({ max: 1 })).toThrow(/needs a name/);
  await app.close();
});
// Nothing listens on port 1: every count falls back to this process's memory.
namespaceChecks('rate-limit namespaces while Redis is unreachable', () => 'redis://127.0.0.1:1');

describe.skipIf(!redisUp)('rate-limit namespaces through Redis', () => {
  const ns = randomUUID().slice(0, 8);
  let app: FastifyInstance;
  let redis: Redis;
  beforeAll(async () => {
    app = await limitedApp(REDIS_URL, ns);
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    await app?.close();
    await redis?.quit();
  });

  it('two named limiters keyed by the same IP keep separate counts', async () => {
    const ip = randomIp();
    const named = (which: 'a' | 'b') => app.inject({ method: 'POST', url: `/named/${which}`, remoteAddress: ip }).then((r) => r.statusCode);
    expect([await named('a'), await named('a'), await named('a')]).toEqual([200, 200, 429]);
    expect(await named('b')).toBe(200);
  });

  it('two routes keyed by the same person keep separate counts', async () => {
    const headers = { 'x-person': randomUUID() };
    const chat = () => app.inject({ method: 'POST', url: `/t/${ns}/chat`, headers }).then((r) => r.statusCode);
    expect([await chat(), await chat(), await chat()]).toEqual([200, 200, 429]);
    expect((await app.inject({ method: 'GET', url: `/t/${ns}/sessions`, headers })).statusCode).toBe(200);
  });

  it('counts each key under luna-rl:<limiter name or METHOD route>:<key>', async () => {
    const ip = randomIp();
    const person = randomUUID();
    await app.inject({ method: 'POST', url: '/named/a', remoteAddress: ip });
    await app.inject({ method: 'POST', url: `/t/${ns}/chat`, headers: { 'x-person': person } });
    expect(await redis.get(`luna-rl:test-${ns}-a:${ip}`)).toBe('1');
    expect(await redis.get(`luna-rl:POST /t/${ns}/chat:${person}`)).toBe('1');
  });

  it('a GET route and its automatic HEAD share one count', async () => {
    const headers = { 'x-person': randomUUID() };
    const statuses = [];
    for (const method of ['GET', 'HEAD', 'GET'] as const) statuses.push((await app.inject({ method, url: `/t/${ns}/sessions`, headers })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
