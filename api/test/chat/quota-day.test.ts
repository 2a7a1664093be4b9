import { describe, expect, it } from 'vitest';
import { localDay, nextLocalMidnight, nextReset, parseTimeZone } from '../../src/features/chat/quota-day.ts';

describe('the quota day in the person’s own zone', () => {
  it('accepts IANA zones and reads anything else as UTC', () => {
    expect(parseTimeZone('America/New_York')).toBe('America/New_York');
    expect(parseTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    for (const bad of [undefined, '', 'Mars/Olympus', 'America/New_York; DROP', '../etc/passwd', 'x'.repeat(80), 42, ['UTC']])
      expect(parseTimeZone(bad)).toBe('UTC');
  });

  it('finds the next local midnight, across DST changes', () => {
    // 7 pm in New York (EST) is midnight UTC; the New York day still has 5 hours to go.
    expect(nextLocalMidnight(new Date('2026-11-24T00:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-24T05:00:00.000Z');
    expect(localDay(new Date('2026-11-24T00:00:00Z'), 'America/New_York')).toBe('2026-11-23');
    // The night clocks go back (Nov 1, 2026): midnight after is EST, 05:00Z.
    expect(nextLocalMidnight(new Date('2026-11-01T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // Spring forward (Mar 14, 2027): that midnight was EST, the next one is EDT, 04:00Z.
    expect(nextLocalMidnight(new Date('2027-03-13T12:00:00Z'), 'America/New_York').toISOString()).toBe('2027-03-14T05:00:00.000Z');
    expect(nextLocalMidnight(new Date('2027-03-14T12:00:00Z'), 'America/New_York').toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect(nextLocalMidnight(new Date('2026-11-24T20:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(nextLocalMidnight(new Date('2026-11-24T10:00:00Z'), 'UTC').toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });

  it('never ends a day sooner than 23 hours after the last one', () => {
    const previous = new Date('2026-11-24T12:00:00Z'); // midnight in UTC-12
    // Hop to UTC+14 right after: its next midnight is only hours away; the day lasts 23 h anyway.
    expect(nextReset(new Date('2026-11-24T12:05:00Z'), 'Pacific/Kiritimati', previous).toISOString()).toBe('2026-11-25T11:00:00.000Z');
    // Staying in one zone, a day is simply midnight to midnight.
    expect(nextReset(new Date('2026-11-25T05:00:00Z'), 'America/New_York', new Date('2026-11-25T05:00:00Z')).toISOString()).toBe(
      '2026-11-26T05:00:00.000Z',
    );
  });
});
