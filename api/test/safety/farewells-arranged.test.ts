import { describe, expect, it } from 'vitest';
import { tierRank } from '../../src/features/chat/safety/risk-types.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Farewells that never say why (crisis-lexicon.ts 'farewell-arranged', 'last-night'): things
 * handed on, affairs in order, a pet placed "for a week", goodbyes and a last night. The
 * project's own wording, with the everyday goodbyes that must stay ordinary.
 */
const AT_RISK: Array<[string, 'active' | 'imminent']> = [
  ["sold my guitar to a friend, i won't need it anymore", 'active'],
  "moved my savings into my sister's name, she'll understand someday",
  'been nice knowing all of you',
  "told her it's only for a few days. it isn't",
  'make sure my neighbor takes care of my dog, the food is in the garage',
  'tonight is my last night alive',
  'thank you for everything luna. it is time',
].map((t) => (Array.isArray(t) ? t : [t, 'active'])) as Array<[string, 'active' | 'imminent']>;

const ORDINARY = [
  "thanks for everything, it's time for me to go home now",
  'please make sure someone feeds my cat while i am at the conference',
  "i won't need my umbrella anymore, it finally stopped raining",
  'my last night in paris was magical',
];

describe('farewells that never say why', () => {
  it.each(AT_RISK)('reads risk in: %s', (text, tier) => {
    expect(tierRank(tripwire(text).tier)).toBeGreaterThanOrEqual(tierRank(tier));
  });
  it.each(ORDINARY)('ordinary: %s', (text) => expect(['none', 'distress']).toContain(tripwire(text).tier));
});
