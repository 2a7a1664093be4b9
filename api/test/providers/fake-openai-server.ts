import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible Chat Completions server (node:http, no network) for provider tests
 * and the bench. It streams `chat.completion.chunk` events like the real API and counts how
 * each stream ended, so a test can see that a client disconnect reached the upstream.
 */
export type FakeBehaviour =
  /** `then`: after the chunks, go silent ('hang') or cut the connection ('drop') instead of finishing. */
  /** `firstDelayMs`: how long the model "thinks" before its first chunk (a real model: hundreds of ms). */
  | { kind: 'stream'; chunks: string[]; intervalMs?: number; firstDelayMs?: number; then?: 'hang' | 'drop' }
  /** Sends headers and a role chunk, then nothing: a model that never produces a token. */
  | { kind: 'hang' }
  | { kind: 'status'; status: number; message?: string };

export interface FakeOpenAI {
  url: string;
  behaviour: FakeBehaviour;
  stats: { requests: number; completed: number; aborted: number };
  /** performance.now() when the latest content chunk was written (same process as the test). */
  lastChunkAt: number;
  bodies: { model: string; stream: boolean; messages: { role: string; content: string }[] }[];
  /**
   * POST /moderations (kept apart from chat requests and stats): the body each got, and the
   * answer: a moderation result, an HTTP status, or 'hang' (never answers).
   */
  moderation: {
    inputs: string[];
    answer: { categories?: Record<string, boolean>; category_scores?: Record<string, number> } | { status: number } | 'hang';
  };
  /** Resolves when the next stream ends (completed or aborted). */
  nextEnd(): Promise<'completed' | 'aborted'>;
  close(): Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;

export async function startFakeOpenAI(initial: FakeBehaviour = { kind: 'stream', chunks: ['Hello. '] }): Promise<FakeOpenAI> {
  let waiters: ((r: 'completed' | 'aborted') => void)[] = [];
  const fake: Omit<FakeOpenAI, 'url' | 'close'> = {
    behaviour: initial,
    stats: { requests: 0, completed: 0, aborted: 0 },
    lastChunkAt: 0,
    bodies: [],
    moderation: { inputs: [], answer: { categories: {}, category_scores: {} } },
    nextEnd: () => new Promise((resolve) => waiters.push(resolve)),
  };
  const ended = (how: 'completed' | 'aborted') => {
    fake.stats[how]++;
    const w = waiters;
    waiters = [];
    for (const resolve of w) resolve(how);
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.url?.endsWith('/moderations')) return moderate(raw, res);
      fake.stats.requests++;
      try {
        fake.bodies.push(JSON.parse(raw));
      } catch {
        /* not JSON: recorded as a request only */
      }
      const b = fake.behaviour;
      if (b.kind === 'status') {
        res.writeHead(b.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: b.message ?? `fake error ${b.status}`, type: 'fake' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(chunk({ role: 'assistant', content: '' }));
      let finished = false;
      res.on('close', () => {
        if (!finished) ended('aborted');
      });
      if (b.kind === 'hang') return;
      let i = 0;
      const tick = () => {
        if (res.destroyed) return;
        if (i < b.chunks.length) {
          res.write(chunk({ content: b.chunks[i++] }));
          fake.lastChunkAt = performance.now();
          setTimeout(tick, b.intervalMs ?? 0);
          return;
        }
        if (b.then === 'hang') return;
        if (b.then === 'drop') return void res.destroy();
        res.write(chunk({}, 'stop'));
        res.write('data: [DONE]\n\n');
        finished = true;
        res.end();
        ended('completed');
      };
      if (b.firstDelayMs) setTimeout(tick, b.firstDelayMs);
      else tick();
    });
  });
  function moderate(raw: string, res: http.ServerResponse) {
    try {
      fake.moderation.inputs.push(String(JSON.parse(raw).input));
    } catch {
      /* recorded as nothing */
    }
    const a = fake.moderation.answer;
    if (a === 'hang') return;
    if ('status' in a) {
      res.writeHead(a.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'fake moderation error' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'modr-fake',
        model: 'omni-moderation-latest',
        results: [{ flagged: Object.values(a.categories ?? {}).some(Boolean), ...a }],
      }),
    );
  }

  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  }) as FakeOpenAI;
}

/** `count` words as sentences of `perSentence` words: "w0 w1 w2 w3 w4. w5 ..." */
export function sentenceChunks(count: number, perSentence = 5): string[] {
  return Array.from({ length: count }, (_, i) => `w${i}${(i + 1) % perSentence === 0 ? '.' : ''} `);
}
