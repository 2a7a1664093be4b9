import { describe, expect, it } from 'vitest';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Imminent risk told by where the person is or what is ready (crisis-lexicon.ts), a stockpile
 * counted in weeks, and harm to others planned in everyday words (topic-lexicon.ts). The
 * project's own wording, with look-alikes.
 */
const IMMINENT = [
  "i'm up on the overpass. nobody is around",
  "i'm by the river and it's so cold, i'm done",
  'swallowing two weeks worth of my lithium right now',
  "the bottle's open, i'm going to do it",
  'tied a belt to the closet rod',
];
const HARM_PLANNED = [
  "i'm taking a bat to practice tomorrow to teach him a lesson",
  'making a list of the kids who bullied me since 6th grade',
  'i know her schedule and when she walks alone',
];
const ORDINARY = [
  "i'm at the pier with my friends, the sunset is so pretty",
  "i'm on the roof cleaning the gutters and i'm so tired",
  'taking two weeks of vacation in june, finally',
  "bringing something to the party tonight, it's potluck",
  'i have a list of people who laughed at my jokes, best night ever',
];

describe('places, means made ready, and harm planned', () => {
  it.each(IMMINENT)('imminent: %s', (text) => expect(tripwire(text).tier).toBe('imminent'));
  it.each(HARM_PLANNED)('harm to others: %s', (text) => {
    const t = tripwire(text);
    expect(['active', 'imminent']).toContain(t.tier);
    expect(t.category).toBe('harm_to_others');
  });
  it.each(ORDINARY)('ordinary: %s', (text) => expect(['none', 'distress']).toContain(tripwire(text).tier));
});
