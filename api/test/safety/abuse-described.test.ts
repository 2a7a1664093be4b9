import { describe, expect, it } from 'vitest';
import { screenMessage } from '../../src/features/chat/safety/screen.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Violence at home and sexual abuse as people describe them (topic-lexicon.ts): happening now
 * (911 first), by the act or the control, and in everyday rather than legal words. The reply names
 * the helpers for that kind of harm. The project's own wording, with look-alikes.
 */
const NOW = ["my stepdad's choking my mom in the kitchen", 'plz help she is hitting me', "she's on top of me and won't stop"];
const ACTS: Array<[string, 'abuse_at_home' | 'sexual_abuse']> = [
  ['my husband yanked me by my hair down the stairs', 'abuse_at_home'],
  ['my boyfriend locks me in the bedroom when he goes out', 'abuse_at_home'],
  ['she poured hot coffee on me because i was late', 'abuse_at_home'],
  ['my uncle used to do things to me at family parties', 'sexual_abuse'],
  ['a man at church keeps groping my chest when nobody is looking', 'sexual_abuse'],
  ['my coach asked me for nude pics after practice', 'sexual_abuse'],
];
const ORDINARY = [
  'my grandma is beating me at scrabble again',
  'my little sister pulled my hair into a ponytail for picture day',
  'my brother is hitting the books before finals',
  'the kids locked me out of the house by accident, waiting for my keys',
];

describe('abuse and sexual abuse described', () => {
  it.each(NOW)('happening now is imminent: %s', (text) => expect(tripwire(text).tier).toBe('imminent'));
  it.each(ACTS)('described by the act: %s', (text, category) => {
    const s = screenMessage(text);
    expect(s.crisis).toBe(true);
    expect(s.category).toBe(category);
  });
  it.each(ORDINARY)('ordinary: %s', (text) => expect(['none', 'distress']).toContain(tripwire(text).tier));
});
