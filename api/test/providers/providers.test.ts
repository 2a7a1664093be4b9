import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternate } from '../../src/features/chat/providers/anthropic-provider.ts';
import type { ChatProvider, ModelRequest } from '../../src/features/chat/providers/chat-provider.ts';
import { OfflineProvider } from '../../src/features/chat/providers/offline-provider.ts';
import { OpenAIProvider } from '../../src/features/chat/providers/openai-provider.ts';
import { resilientStream } from '../../src/features/chat/providers/resilient-stream.ts';
import { startFakeOpenAI, type FakeOpenAI } from './fake-openai-server.ts';

const request = (signal = new AbortController().signal): ModelRequest => ({
  system: 'You are a test.',
  messages: [{ role: 'user', content: 'Hello there' }],
  signal,
});

async function collect(stream: AsyncIterable<string>, times?: number[]): Promise<string> {
  let text = '';
  for await (const piece of stream) {
    times?.push(performance.now());
    text += piece;
  }
  return text;
}

/** A fallback that says which provider answered. */
const fallback: ChatProvider = {
  name: 'fallback',
  async *stream() {
    yield 'offline ';
    yield 'answer';
  },
};

describe('OpenAI-compatible provider against a local fake server', () => {
  let fake: FakeOpenAI;
  let provider: OpenAIProvider;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    provider = new OpenAIProvider({ baseURL: fake.url, apiKey: 'test-key', model: 'fake-model' });
  });
  afterAll(async () => fake.close());

  it('streams the chunks progressively and sends the system prompt and model', async () => {
    fake.behaviour = { kind: 'stream', chunks: ['One ', 'two ', 'three.'], intervalMs: 30 };
    const times: number[] = [];
    const text = await collect(provider.stream(request()), times);
    expect(text).toBe('One two three.');
    expect(times).toHaveLength(3);
    // Progressive: the first piece arrived before the upstream had even written the last one.
    expect(times[0]!).toBeLessThan(fake.lastChunkAt);
    const body = fake.bodies.at(-1)!;
    expect(body.model).toBe('fake-model');
    expect(body.stream).toBe(true);
    expect(body.messages[0]).toEqual({ role: 'system', content: 'You are a test.' });
    expect(body.messages[1]).toEqual({ role: 'user', content: 'Hello there' });
  });

  it.each([400, 401, 429, 500, 503])('surfaces an upstream %i as an error (no retries)', async (status) => {
    fake.behaviour = { kind: 'status', status };
    const before = fake.stats.requests;
    await expect(collect(provider.stream(request()))).rejects.toMatchObject({ status });
    expect(fake.stats.requests - before).toBe(1);
  });

  it('aborts the upstream request when the signal aborts', async () => {
    fake.behaviour = { kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `t${i} `), intervalMs: 10 };
    const ac = new AbortController();
    const ended = fake.nextEnd();
    let n = 0;
    // The SDK either ends the iteration or rejects on abort; either way the stream stops early.
    await (async () => {
      for await (const _ of provider.stream(request(ac.signal))) if (++n === 3) ac.abort();
    })().catch(() => undefined);
    expect(n).toBeLessThan(10);
    expect(await ended).toBe('aborted');
  });

  describe('with the resilient wrapper', () => {
    it('passes a healthy stream through untouched', async () => {
      fake.behaviour = { kind: 'stream', chunks: ['Fine ', 'thanks.'] };
      const failures: unknown[] = [];
      const text = await collect(
        resilientStream(provider, fallback, request(), { firstTokenMs: 2000, stallMs: 2000, onFailure: (f) => failures.push(f) }),
      );
      expect(text).toBe('Fine thanks.');
      expect(failures).toEqual([]);
    });

    it.each([
      [{ kind: 'status', status: 500 } as const, { reason: 'error', status: 500 }],
      [{ kind: 'status', status: 404 } as const, { reason: 'error', status: 404 }],
    ])('falls back to the offline answer on %o', async (behaviour, expected) => {
      fake.behaviour = behaviour;
      const failures: unknown[] = [];
      const text = await collect(
        resilientStream(provider, fallback, request(), { firstTokenMs: 2000, stallMs: 2000, onFailure: (f) => failures.push(f) }),
      );
      expect(text).toBe('offline answer');
      expect(failures).toEqual([{ ...expected, afterText: false }]);
    });

    it('falls back when the first token does not come in time, and aborts the upstream', async () => {
      fake.behaviour = { kind: 'hang' };
      const ended = fake.nextEnd();
      const started = performance.now();
      const text = await collect(resilientStream(provider, fallback, request(), { firstTokenMs: 150, stallMs: 5000 }));
      expect(text).toBe('offline answer');
      expect(performance.now() - started).toBeLessThan(1500);
      expect(await ended).toBe('aborted');
    });

    it('ends a reply that stalls midway with the text already sent (no mixed voices)', async () => {
      fake.behaviour = { kind: 'stream', chunks: ['Part one. ', 'part two'], intervalMs: 1500 };
      const failures: { afterText: boolean }[] = [];
      const text = await collect(
        resilientStream(provider, fallback, request(), { firstTokenMs: 5000, stallMs: 600, onFailure: (f) => failures.push(f) }),
      );
      expect(text).toBe('Part one. ');
      expect(failures[0]).toMatchObject({ reason: 'timeout', afterText: true });
    });

    it('bounds the first token and the pauses after it separately', async () => {
      // 400 ms between pieces: too slow for a first token bounded at 200 ms, fine for pauses of 1 s.
      fake.behaviour = { kind: 'stream', chunks: ['One. ', 'Two. ', 'Three.'], intervalMs: 400 };
      const slowStart = await collect(resilientStream(provider, fallback, request(), { firstTokenMs: 5000, stallMs: 1000 }));
      expect(slowStart).toBe('One. Two. Three.');
      fake.behaviour = { kind: 'hang' };
      const failures: unknown[] = [];
      const silent = await collect(
        resilientStream(provider, fallback, request(), { firstTokenMs: 200, stallMs: 60_000, onFailure: (f) => failures.push(f) }),
      );
      expect(silent).toBe('offline answer');
      expect(failures).toEqual([{ reason: 'timeout', afterText: false }]);
    });

    it('does not fall back when the client went away, and aborts the upstream', async () => {
      fake.behaviour = { kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `t${i} `), intervalMs: 10 };
      const ac = new AbortController();
      const ended = fake.nextEnd();
      let text = '';
      for await (const piece of resilientStream(provider, fallback, request(ac.signal), { firstTokenMs: 2000, stallMs: 2000 })) {
        text += piece;
        if (text.includes('t2 ')) ac.abort();
      }
      expect(text).not.toContain('offline');
      expect(await ended).toBe('aborted');
    });

    it('aborts the upstream when the consumer stops reading (a failed screen)', async () => {
      fake.behaviour = { kind: 'stream', chunks: Array.from({ length: 50 }, (_, i) => `t${i} `), intervalMs: 10 };
      const ended = fake.nextEnd();
      for await (const piece of resilientStream(provider, fallback, request(), { firstTokenMs: 2000, stallMs: 2000 })) {
        if (piece === 't3 ') break;
      }
      expect(await ended).toBe('aborted');
    });
  });
});

describe('offline provider', () => {
  it('streams the companion reply word by word, and the words rebuild it exactly', async () => {
    const provider = new OfflineProvider({ productName: 'Luna' });
    const pieces: string[] = [];
    for await (const p of provider.stream(request())) pieces.push(p);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('').trim().length).toBeGreaterThan(10);
  });

  it('stops when aborted', async () => {
    const provider = new OfflineProvider({ productName: 'Luna', wordDelayMs: 5 });
    const ac = new AbortController();
    const pieces: string[] = [];
    for await (const p of provider.stream(request(ac.signal))) {
      pieces.push(p);
      if (pieces.length === 2) ac.abort();
    }
    expect(pieces).toHaveLength(2);
  });
});

describe('anthropic message shaping', () => {
  it('starts with the user and merges consecutive turns of one role', () => {
    expect(
      alternate([
        { role: 'assistant', content: 'hi' },
        { role: 'user', content: 'a' },
        { role: 'user', content: 'b' },
        { role: 'assistant', content: 'c' },
      ]),
    ).toEqual([
      { role: 'user', content: 'a\n\nb' },
      { role: 'assistant', content: 'c' },
    ]);
  });
});
