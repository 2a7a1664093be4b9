import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemorySlots, createRedisSlots, type ModelSlots, type SlotPriority } from '../../src/infra/model-slots.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect(Number(port || 6379), hostname);
  socket.setTimeout(500);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisUp) console.warn(`model slots through Redis: SKIPPED, no Redis at ${REDIS_URL}`);

const never = () => new AbortController().signal;

/** Fills every slot, queues `order` waiters one by one, then frees slots and records who got one. */
async function serveOrder(slotsA: ModelSlots, slotsB: ModelSlots, order: SlotPriority[]): Promise<string[]> {
  const held = [await slotsA.acquire('free', never())];
  const served: string[] = [];
  const waits = order.map(async (p, i) => {
    await new Promise((r) => setTimeout(r, i * 30)); // arrive in this order
    const release = await (i % 2 ? slotsB : slotsA).acquire(p, never());
    served.push(`${p}${i}`);
    held.push(release);
  });
  await new Promise((r) => setTimeout(r, order.length * 30 + 100));
  while (served.length < order.length) {
    held.shift()!();
    const before = served.length;
    for (let i = 0; i < 100 && served.length === before; i++) await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(waits);
  held.forEach((r) => r());
  return served;
}

type Pair = readonly [ModelSlots, ModelSlots];
const cases: [string, () => Pair][] = [
  [
    'in memory',
    () => {
      const s = createMemorySlots({ limit: 1, agingMs: 60_000 });
      return [s, s];
    },
  ],
];
if (redisUp) {
  cases.push([
    'through Redis, two instances',
    () => {
      const ns = `test-slots-${randomUUID()}:`;
      return [createRedisSlots(REDIS_URL, { limit: 1, agingMs: 60_000 }, ns), createRedisSlots(REDIS_URL, { limit: 1, agingMs: 60_000 }, ns)];
    },
  ]);
}

describe.each(cases)('model slots %s', (_label, make) => {
  it('serves waiting Pro requests before free ones, each class in arrival order', async () => {
    const [a, b] = make();
    try {
      expect(await serveOrder(a, b, ['free', 'pro', 'free', 'pro'])).toEqual(['pro1', 'pro3', 'free0', 'free2']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('drops a waiter whose signal aborts, and never exceeds the limit', async () => {
    const [a, b] = make();
    try {
      const first = await a.acquire('pro', never());
      const gone = new AbortController();
      const abandoned = b.acquire('pro', gone.signal);
      const later = a.acquire('free', never());
      gone.abort(new Error('timeout'));
      await expect(abandoned).rejects.toThrow('timeout');
      let got = false;
      void later.then(() => (got = true));
      await new Promise((r) => setTimeout(r, 100));
      expect(got).toBe(false); // the one slot is still held
      first();
      (await later)();
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe('aging: nobody waits forever', () => {
  it('serves a free request that has waited past agingMs before newer Pro ones', async () => {
    const s = createMemorySlots({ limit: 1, agingMs: 50 });
    expect(await serveOrder(s, s, ['free', 'pro', 'pro'])).toEqual(['free0', 'pro1', 'pro2']);
  });
});
