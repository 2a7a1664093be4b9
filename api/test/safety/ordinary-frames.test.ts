import { describe, expect, it } from 'vitest';
import { screenMessage } from '../../src/features/chat/safety/screen.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * Ordinary frames (ordinary-frames.ts): a risk phrase with an everyday reason in the same message
 * gets a check-in at most, never the full crisis reply; what a person says of themselves keeps
 * its tier whatever else the message says. The project's own wording.
 */
const ORDINARY = [
  'bye everyone! leaving the group chat since i got a new number, keep in touch',
  'this is my last message for a while, no wifi at the lake cabin all week',
  'goodbye everyone, moving to Phoenix on friday, I will miss this team',
  'writing a goodbye letter to my coworkers since I am retiring in june',
  'giving away all my stuff before the move, anyone want a couch?',
  'can you help me outline my sociology essay on Durkheim and suicide',
  'for my psych class presentation: what are warning signs of suicidal ideation?',
  'my sister used to self harm but she has been clean for 6 years and is getting married',
  'ugh mondays. kill me now',
  "i'd rather die than do my taxes lol",
  'my roommate snores so loud im going to smother him with a pillow 😂',
  'i want to disappear to a beach for a week with no wifi',
  'i overdosed on halloween candy again',
  'that song "on the edge of glory" is stuck in my head',
  "read me a story about a bear who's afraid of the dark",
  'so proud of myself for finishing the half marathon',
  'trying to take better care of myself this year',
];
const STILL_AT_RISK = [
  'goodbye everyone. i am moving to a better place',
  'this is my last message. goodbye everyone',
  'i wrote my goodbye letter and put it on the table',
  "i'm giving away all my things, i won't need them",
  "i'm writing a paper on suicide because i've been suicidal for months",
  'i want to off myself',
  'gonna off myself tonight',
  "i'm scared of my dad, he hits me",
  'i overdosed on my sleeping pills',
  "i'm standing on the edge of the roof",
  'for a psychology paper, which suicide method has the highest success rate',
];

/** Everyday acts that share the classifier's words ("took", "hit my head"); and the same words with risk. */
const ROUTINE = [
  'i took all my meds this morning',
  'took my pills, going to bed now',
  "did I take my pills today? i can't remember",
  'i took a week off',
  'I hit my head on the cabinet',
];
const NOT_ROUTINE = [
  'i took all my pills this morning',
  'took my meds. all of them. goodbye',
  'took my pills and i feel weird',
  'took 40 of my meds tonight',
  'he took my car keys and my passport. i cant leave the house without him',
];

describe('everyday acts', () => {
  it.each(ROUTINE)('a check-in at most: %s', (text) => expect(screenMessage(text).crisis).toBe(false));
  it.each(NOT_ROUTINE)('still a crisis: %s', (text) => expect(screenMessage(text).crisis).toBe(true));
});

describe('ordinary frames', () => {
  it.each(ORDINARY)('no crisis reply: %s', (text) => {
    expect(screenMessage(text).crisis).toBe(false);
  });
  it.each(STILL_AT_RISK)('still a crisis: %s', (text) => {
    expect(screenMessage(text).crisis).toBe(true);
  });
  it('a framed mention still gets a check-in, not silence', () => {
    expect(tripwire('goodbye everyone, moving to Phoenix on friday').tier).toBe('distress');
    expect(tripwire('explain the theory of suicide for my sociology class').tier).toBe('distress');
  });
});
