import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export type SlotPriority = 'pro' | 'free';

/**
 * A concurrency limit on model calls, shared by every API instance when Redis is configured.
 * When all slots are busy, waiting Pro requests are served before waiting free ones ("priority
 * responses"), except that a free request waiting longer than `agingMs` goes first: nobody waits
 * forever behind a stream of Pro requests. A waiter whose signal aborts (the chat turn's
 * first-token timeout, or a closed tab) leaves the queue; the turn then gets the offline companion.
 */
export interface ModelSlots {
  /** Resolves with a release function once a slot is held; rejects when `signal` aborts first. */
  acquire(priority: SlotPriority, signal: AbortSignal): Promise<() => void>;
  close(): Promise<void>;
}

export interface SlotOptions {
  limit: number;
  agingMs: number;
}

interface Waiter {
  at: number;
  grant: () => void;
}

/** One process's slots (no Redis): a counter and two FIFO queues. */
export function createMemorySlots({ limit, agingMs }: SlotOptions): ModelSlots {
  let active = 0;
  const queues: Record<SlotPriority, Waiter[]> = { pro: [], free: [] };

  function next(): Waiter | undefined {
    const free = queues.free[0];
    if (free && (Date.now() - free.at >= agingMs || !queues.pro.length)) return queues.free.shift();
    return queues.pro.shift();
  }

  function dispatch() {
    while (active < limit) {
      const w = next();
      if (!w) return;
      active++;
      w.grant();
    }
  }

  return {
    acquire(priority, signal) {
      return new Promise((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason);
        let released = false;
        const release = () => {
          if (released) return;
          released = true;
          active--;
          dispatch();
        };
        const waiter: Waiter = {
          at: Date.now(),
          grant: () => {
            signal.removeEventListener('abort', onAbort);
            resolve(release);
          },
        };
        const onAbort = () => {
          const q = queues[priority];
          const i = q.indexOf(waiter);
          if (i >= 0) q.splice(i, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queues[priority].push(waiter);
        dispatch();
      });
    },
    async close() {},
  };
}

/**
 * Shared slots in Redis. Leases are a sorted set scored by expiry (renewed while a stream runs,
 * so a crashed instance's slots come back after LEASE_MS); waiters are two sorted sets scored by
 * arrival, with a heartbeat so a crashed instance's waiters drop out. One Lua script decides
 * atomically whether the caller is at the head of the line and a slot is free; time is Redis's
 * clock, so instances' clocks do not matter.
 */
const TRY_ACQUIRE = `
local leases, qpro, qfree, hb = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local token, prio = ARGV[1], ARGV[2]
local leaseMs, limit, aging, hbTtl = tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', leases, '-inf', now)
local q = qfree
if prio == 'pro' then q = qpro end
if not redis.call('ZSCORE', q, token) then redis.call('ZADD', q, now, token) end
redis.call('HSET', hb, token, now)
local function head(key)
  while true do
    local h = redis.call('ZRANGE', key, 0, 0, 'WITHSCORES')
    if #h == 0 then return nil, nil end
    local seen = tonumber(redis.call('HGET', hb, h[1]) or '0')
    if now - seen > hbTtl then
      redis.call('ZREM', key, h[1])
      redis.call('HDEL', hb, h[1])
    else
      return h[1], tonumber(h[2])
    end
  end
end
if redis.call('ZCARD', leases) >= limit then return 0 end
local p = head(qpro)
local f, fAt = head(qfree)
local nxt = p
if f and ((not p) or now - fAt >= aging) then nxt = f end
if nxt ~= token then return 0 end
redis.call('ZREM', q, token)
redis.call('HDEL', hb, token)
redis.call('ZADD', leases, now + leaseMs, token)
return 1
`;
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
return redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[2]), ARGV[1])
`;

const LEASE_MS = 15_000;
const POLL_MS = 20;
const HEARTBEAT_TTL_MS = 2_000;

export function createRedisSlots(redisUrl: string, { limit, agingMs }: SlotOptions, namespace = 'luna-slots:'): ModelSlots {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: false });
  redis.on('error', () => {});
  const keys = ['leases', 'q:pro', 'q:free', 'hb'].map((k) => namespace + k);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  return {
    async acquire(priority, signal) {
      const token = randomUUID();
      try {
        for (;;) {
          if (signal.aborted) throw signal.reason;
          const got = await redis.eval(TRY_ACQUIRE, 4, ...keys, token, priority, LEASE_MS, limit, agingMs, HEARTBEAT_TTL_MS);
          if (got === 1) break;
          await sleep(POLL_MS);
        }
      } catch (err) {
        await redis
          .multi()
          .zrem(keys[priority === 'pro' ? 1 : 2]!, token)
          .hdel(keys[3]!, token)
          .exec()
          .catch(() => undefined);
        if (signal.aborted) throw err;
        // Redis unreachable: serve without the shared limit rather than refuse someone a reply.
        return () => {};
      }
      const renew = setInterval(() => void redis.eval(RENEW, 1, keys[0]!, token, LEASE_MS).catch(() => undefined), LEASE_MS / 3);
      renew.unref();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        clearInterval(renew);
        void redis.zrem(keys[0]!, token).catch(() => undefined);
      };
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export function createModelSlots(opts: SlotOptions & { redisUrl?: string }): ModelSlots {
  return opts.redisUrl ? createRedisSlots(opts.redisUrl, opts) : createMemorySlots(opts);
}
