import { describe, expect, it } from 'vitest';
import { parseTranscript, toModelMessages } from '../../src/features/chat/chat-context.ts';
import { IncrementalReplyScreen } from '../../src/features/chat/reply-screen.ts';
import { datedTitle, titleFromMessage } from '../../src/features/chat/session-titles.ts';
import { nextUtcMidnight, utcDay } from '../../src/features/chat/usage-repository.ts';

describe('session titles (spec section 5)', () => {
  const day = new Date('2026-11-22T23:30:00Z');
  it.each([
    ['Hello', 'Hello'],
    ['I feel anxious today', 'I feel anxious today'],
    ['I feel anxious today about work', 'I feel anxious today...'],
    ['Supercalifragilisticexpialidocious extraordinarily long words here', 'Supercalifragilisticexpialidoc...'],
    ['  spaced   out\n words  ', 'spaced out words'],
    ['   ', 'Chat on Nov 22, 2026'],
  ])('%j -> %j', (message, title) => {
    expect(titleFromMessage(message, day)).toBe(title);
  });
  it('never exceeds 30 characters plus the ellipsis', () => {
    expect(titleFromMessage('abcdefghij abcdefghij abcdefghij abcdefghij').length).toBeLessThanOrEqual(33);
  });
  it('dates in UTC', () => {
    expect(datedTitle(new Date('2026-01-05T01:00:00Z'))).toBe('Chat on Jan 5, 2026');
  });
});

describe('UTC day boundary', () => {
  it('uses the UTC date, whatever the server time zone', () => {
    expect(utcDay(new Date('2026-11-22T23:59:59.999Z'))).toBe('2026-11-22');
    expect(utcDay(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(nextUtcMidnight(new Date('2026-12-31T12:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});

describe('incremental reply screen', () => {
  const noTherapist = (text: string) => ({ ok: !/therapist/i.test(text) });

  it('holds text until a sentence ends, then releases it', () => {
    const s = new IncrementalReplyScreen(noTherapist);
    expect(s.push('Hello')).toEqual({ release: '', blocked: false });
    expect(s.push(' there. How')).toEqual({ release: 'Hello there. ', blocked: false });
    expect(s.push(' are you?')).toEqual({ release: '', blocked: false });
    expect(s.finish()).toEqual({ release: 'How are you?', blocked: false });
    expect(s.text).toBe('Hello there. How are you?');
  });

  it('blocks a failing sentence before any of it is released, and stays blocked', () => {
    const s = new IncrementalReplyScreen(noTherapist);
    expect(s.push('Fine. ').release).toBe('Fine. ');
    expect(s.push('I am a thera')).toEqual({ release: '', blocked: false });
    expect(s.push('pist. Ok. ')).toEqual({ release: '', blocked: true });
    expect(s.push('More. ')).toEqual({ release: '', blocked: true });
    expect(s.finish().blocked).toBe(true);
    expect(s.text).toBe('Fine. ');
  });

  it('screens the whole reply so far, so a problem spanning sentences is caught', () => {
    const s = new IncrementalReplyScreen((text) => ({ ok: !/one\. two/.test(text) }));
    expect(s.push('one. ').release).toBe('one. ');
    expect(s.push('two. ').blocked).toBe(true);
  });

  it('releases long text without punctuation at a word break', () => {
    const s = new IncrementalReplyScreen(() => ({ ok: true }));
    const r = s.push('word '.repeat(70));
    expect(r.release.length).toBeGreaterThan(200);
  });
});

describe('model context', () => {
  it('keeps the newest turns within the bounds and starts with the user', () => {
    const turns = Array.from({ length: 61 }, (_, i) => ({ sender: i % 2 ? ('ai' as const) : ('user' as const), content: `t${i}` }));
    const msgs = toModelMessages(turns, { maxMessages: 10, maxChars: 10_000 });
    expect(msgs).toHaveLength(9);
    expect(msgs[0]).toEqual({ role: 'user', content: 't52' });
    expect(msgs.at(-1)).toEqual({ role: 'user', content: 't60' });
  });

  it('drops older turns past the character budget but always keeps the newest', () => {
    const msgs = toModelMessages(
      [
        { sender: 'user', content: 'x'.repeat(50) },
        { sender: 'ai', content: 'y'.repeat(50) },
        { sender: 'user', content: 'z'.repeat(80) },
      ],
      { maxMessages: 40, maxChars: 100 },
    );
    expect(msgs).toEqual([{ role: 'user', content: 'z'.repeat(80) }]);
  });

  it('parses the spec transcript, with continuation lines', () => {
    expect(parseTranscript('User: hi\nAI: hello\nthere\nUser: ok')).toEqual([
      { sender: 'user', content: 'hi' },
      { sender: 'ai', content: 'hello\nthere' },
      { sender: 'user', content: 'ok' },
    ]);
  });
});
