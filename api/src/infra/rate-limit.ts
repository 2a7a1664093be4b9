import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL every API instance
 * shares one count; otherwise counts live in this process's memory.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string }) => {
    const redis = opts.redisUrl ? new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }) : undefined;
    if (redis) {
      app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
      // Count from the first request: wait (briefly) for the connection before serving. If Redis
      // is down, start anyway; limits fail open below until it is back.
      await new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(() => {
          app.log.warn('Redis not reachable yet: rate limits are not enforced until it is');
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
      ...(redis ? { redis, nameSpace: 'luna-rl:' } : {}),
      // Fail open when Redis is briefly unreachable: a person must still be able to log in.
      skipOnError: true,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        error: {
          code: 'rate_limit:request',
          message: `Too many attempts. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
        },
      }),
    });
  },
  { name: 'rate-limit' },
);
