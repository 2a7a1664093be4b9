import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { rateLimitStore } from './rate-limit-store.ts';

declare module '@fastify/rate-limit' {
  interface CreateRateLimitOptions {
    /** Required for `app.createRateLimit`: the limiter's counts are kept under it, apart from every other limit's. */
    name?: string;
  }
}

/** The longest a rate-limit count waits for Redis before it is counted in memory instead. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Rate limits are opt-in per route (`config.rateLimit`) or named limiters
 * (`app.createRateLimit({ name })`). With REDIS_URL every API instance shares one count, and while
 * Redis is unreachable or silent each counts in its own memory (never off); without REDIS_URL
 * counts live in this process's memory. No two limits share a count.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    // A Redis that takes the connection but never answers (paused, wedged, a half-open link) must
    // not hold requests: each command gives up after COMMAND_TIMEOUT_MS and the store counts in memory.
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false, commandTimeout: COMMAND_TIMEOUT_MS })
      : undefined;
    if (redis) {
      app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
      // Connection errors are expected during an outage; the store logs the switch once.
      redis.on('error', () => {});
      // Count from the first request: wait (briefly) for the connection before serving. If Redis
      // is down, start anyway; limits count in memory until it is back.
      await new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(() => {
          app.log.warn('Redis not reachable yet: rate limits count in memory until it is');
          resolve();
        }, 3000);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    await app.register(rateLimit, {
      global: false,
      // Every limit counts under its own name: `luna-rl:<METHOD url | limiter name>:<key>`.
      store: rateLimitStore(redis, 'luna-rl:', app.log),
      // The store never fails (it falls back to memory); if it ever did, a person must still be
      // able to log in.
      skipOnError: true,
      // A real error (the plugin throws what this returns), so it passes through any route's own
      // error handler to the app's, as a 429 with its message (and the plugin's Retry-After).
      errorResponseBuilder: (_req, ctx) =>
        new AppError('rate_limit:request', `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`),
    });
  },
  { name: 'rate-limit' },
);

/**
 * The client a per-IP limit counts: the IP, with an IPv6 address widened to its /64 (the block one
 * subscriber gets), so rotating through it buys no fresh allowance. The plugin does this for routes
 * without a keyGenerator; limits with their own key use this.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/**
 * A route's limit counted per signed-in person (the verified token's user id), after
 * authentication (hook preHandler runs after the route's own preHandler), or per IP for a
 * visitor. Per token, each extra login bought a fresh allowance (issue 14).
 */
export function perPerson(max: number, timeWindow = '1 minute') {
  return { max, timeWindow, hook: 'preHandler' as const, keyGenerator: (r: FastifyRequest) => r.identity?.userId ?? clientAddress(r) };
}
