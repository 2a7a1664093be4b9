import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';

type Count = { current: number; ttl: number };
type Done = (err: Error | null, res?: Count) => void;

/** INCR with the window set on the first hit, and what is left of it (one round trip). */
const INCR = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

const MEMORY_KEYS_MAX = 50_000;
const RETRY_REDIS_MS = 5_000;

/** Fixed windows in this process's memory, bounded in size (oldest keys go first). */
class MemoryCounts {
  private readonly counts = new Map<string, { current: number; resetAt: number }>();

  incr(key: string, windowMs: number): Count {
    const now = Date.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { current: 0, resetAt: now + windowMs };
      this.counts.delete(key);
      this.counts.set(key, entry);
      if (this.counts.size > MEMORY_KEYS_MAX) this.counts.delete(this.counts.keys().next().value!);
    }
    entry.current += 1;
    return { current: entry.current, ttl: entry.resetAt - now };
  }

  read(key: string): Count {
    const entry = this.counts.get(key);
    const now = Date.now();
    return entry && entry.resetAt > now ? { current: entry.current, ttl: entry.resetAt - now } : { current: 0, ttl: 0 };
  }
}

/**
 * The count a limit keeps, so that no two limits ever add to one count (issue 14): a route's
 * method and URL pattern (its automatic HEAD counts with its GET), or an `app.createRateLimit`
 * limiter's `name`. Keys are `luna-rl:<namespace>:<key>`, in Redis and in the memory fallback.
 */
export function limitNamespace(limit: { routeInfo?: Partial<Pick<RouteOptions, 'method' | 'url'>>; name?: string }): string {
  if (limit.name) return limit.name;
  const { method, url } = limit.routeInfo ?? {};
  if (!url) throw new Error('A rate limiter made with app.createRateLimit needs a name: its counts are kept under it');
  const methods = [method ?? 'GET'].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
  return `${[...new Set(methods)].join(',')} ${url}`;
}

/**
 * The store for @fastify/rate-limit. With Redis it counts there, shared by every API instance, and
 * in this process's memory while Redis cannot be reached, so a Redis outage never switches the
 * limits off (issue 14: with `skipOnError` every limit failed open). Counting goes back to Redis as
 * soon as it answers again; the memory counts of the outage are then left behind. Without Redis it
 * counts in memory only. Either way each limit counts under its own namespace (`limitNamespace`).
 */
export function rateLimitStore(redis: Redis | undefined, prefix: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const memory = new MemoryCounts();
  let degraded = false;
  // After a failure (a refused connection, a command timeout) counts stay in memory for a moment:
  // a silent Redis costs one request its command timeout per RETRY_REDIS_MS, not every request.
  let retryRedisAt = 0;
  const fallBack = (err: Error) => {
    if (!degraded) log.warn({ err: { type: err.name } }, 'Redis unreachable: rate limits counted in memory until it is back');
    degraded = true;
    retryRedisAt = Date.now() + RETRY_REDIS_MS;
  };
  const recovered = () => {
    if (degraded) log.info('Redis is back: rate limits shared again');
    degraded = false;
  };
  const usable = () => redis?.status === 'ready' && Date.now() >= retryRedisAt;

  class Store implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly keyPrefix = `${prefix}unnamed:`,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      const k = this.keyPrefix + key;
      if (!redis) return done(null, memory.incr(k, timeWindow));
      if (!usable()) {
        if (redis.status !== 'ready') fallBack(new Error('not connected'));
        return done(null, memory.incr(k, timeWindow));
      }
      redis
        .eval(INCR, 1, k, timeWindow)
        .then((res) => {
          recovered();
          const [current, ttl] = res as [number, number];
          done(null, { current, ttl });
        })
        .catch((err: Error) => {
          fallBack(err);
          done(null, memory.incr(k, timeWindow));
        });
    }

    read(key: string, done: Done): void {
      const k = this.keyPrefix + key;
      if (!redis || !usable()) return done(null, memory.read(k));
      Promise.all([redis.get(k), redis.pttl(k)])
        .then(([current, ttl]) => done(null, { current: Number(current ?? 0), ttl: Math.max(0, ttl) }))
        .catch((err: Error) => {
          fallBack(err);
          done(null, memory.read(k));
        });
    }

    child(limit: RouteOptions & { routeInfo?: Partial<Pick<RouteOptions, 'method' | 'url'>>; name?: string }) {
      return new Store(undefined, `${prefix}${limitNamespace(limit)}:`);
    }
  }
  return Store;
}
