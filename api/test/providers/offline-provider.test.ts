import { afterEach, describe, expect, it, vi } from 'vitest';
import { personalPrompt } from '../../src/features/account-data/personality-prompt.ts';
import { OfflineProvider, rememberedHelps } from '../../src/features/chat/providers/offline-provider.ts';

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

describe('the offline companion and a Pro memory of what helps', () => {
  it('reads "... helps you" facts from the personal part of the system prompt, and offers one back once', async () => {
    const system = `rules\n\n${personalPrompt(null, [{ content: 'Anna is your sister' }, { content: 'Walking your dog helps you' }])}`;
    expect(rememberedHelps(system)).toEqual(['Walking your dog helps you']);
    const provider = new OfflineProvider({ productName: 'Luna' });
    const ask = async (messages: { role: 'user' | 'assistant'; content: string }[]) => {
      let text = '';
      for await (const piece of provider.stream({ system, messages, signal: new AbortController().signal })) text += piece;
      return text;
    };
    const first = await ask([{ role: 'user', content: 'I have had a really sad day at work' }]);
    expect(first).toContain('You once told me that walking your dog helps you. Could a little of that fit in today?');
    const second = await ask([
      { role: 'user', content: 'I have had a really sad day at work' },
      { role: 'assistant', content: first },
      { role: 'user', content: 'Everything just feels heavy and sad' },
    ]);
    expect(second).not.toContain('You once told me');
    expect(rememberedHelps('no personal part')).toEqual([]);
  });
});
