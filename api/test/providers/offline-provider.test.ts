import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineProvider } from '../../src/features/chat/providers/offline-provider.ts';

const request = (live: boolean) => ({
  system: 'system',
  messages: [{ role: 'user' as const, content: 'I had a rough day at work.' }],
  signal: new AbortController().signal,
  live,
});

describe('the offline companion as a provider', () => {
  afterEach(() => vi.useRealTimers());

  it('types at its word pace only for a live (streamed) reader', async () => {
    vi.useFakeTimers();
    const provider = new OfflineProvider({ productName: 'Luna', wordDelayMs: 25 });

    // JSON callers: the whole reply without any timer running.
    const pieces: string[] = [];
    for await (const piece of provider.stream(request(false))) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);

    // Streaming: the first word waits for the pace.
    const live = provider.stream(request(true))[Symbol.asyncIterator]();
    let first: string | undefined;
    void live.next().then((r) => (first = r.value));
    await vi.advanceTimersByTimeAsync(10);
    expect(first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(20);
    expect(first).toBe(pieces[0]);
  });
});
