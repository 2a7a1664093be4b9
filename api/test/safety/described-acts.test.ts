import { describe, expect, it } from 'vitest';
import { tierRank } from '../../src/features/chat/safety/risk-types.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Classes the tripwire missed when a writer it never read described them (measured with
 * `npm run safety:train -- --writer-out <batch>`): a poison swallowed, self-injury described by
 * the act, a plan made, walking into water, and passive wishes in everyday words. The project's
 * own wording; each class with look-alikes that must stay ordinary.
 */
const AT_RISK: Array<[string, 'passive' | 'active' | 'imminent']> = [
  ['i drank a cup of drain cleaner like ten minutes ago', 'imminent'],
  ['downed something like 25 of my sleeping meds', 'imminent'],
  ['i carved the word fat on my thigh last night', 'active'],
  ['i keep ripping open my scabs so they bleed again', 'active'],
  ['punching my own face in the bathroom so nobody hears', 'active'],
  ['held a lighter against my wrist until it blistered', 'active'],
  ['still sh-ing, just hiding it better', 'active'],
  ['i have a whole plan and a date', 'active'],
  ['been planning my way out for weeks', 'active'],
  ['walking into the river now. do not try to find me', 'imminent'],
  ['every morning i am disappointed i woke up', 'passive'],
  ['kind of hoping something happens to me on the highway', 'passive'],
];
const ORDINARY = [
  'we ate some poison ivy berries by mistake? no just kidding, we only touched it',
  'i still cut my own bangs and they look terrible',
  'burned my hand on the stove making pancakes, ouch',
  'held the iron against my shirt collar for too long and scorched it',
  'planning my exit from this company, new job in march',
  'walking into the ocean at sunset was the best part of our trip',
];

describe('acts and wishes described in everyday words', () => {
  it.each(AT_RISK)('reads risk in: %s', (text, tier) => {
    expect(tierRank(tripwire(text).tier)).toBeGreaterThanOrEqual(tierRank(tier));
  });
  it.each(ORDINARY)('ordinary: %s', (text) => expect(['none', 'distress']).toContain(tripwire(text).tier));
});
