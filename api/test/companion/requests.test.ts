import { describe, expect, it } from 'vitest';
import { laneQuestion } from '../../src/features/chat/companion/lane.ts';
import { asksForHelp, needOf, wantsDifferent, wantsNext, wantsToStop } from '../../src/features/chat/companion/requests.ts';

const REQUESTS = [
  'help me sleep',
  "I'm panicking",
  'what should I do',
  'give me something to try',
  'What can I do tonight to feel a bit calmer?',
  'can you help me calm down',
  'how do i stop overthinking',
  'any tips?',
  'got any ideas',
  'wat should i do',
  'what do i do',
  'i need to calm down',
  'I want to relax',
  'teach me a breathing exercise',
  'can we do box breathing',
  'something quick i can do while she naps',
  'is there something I could try',
  'help',
  'please help me',
  'how can I get to sleep',
  'im freaking out',
  'can you walk me through something',
  'show me a way to ground myself',
  'what would you suggest',
  'can we try worry time',
  'grounding please',
  'help me feel better',
  'i need help',
  'how do I cope with this',
  'what helps with racing thoughts',
];
const NOT_REQUESTS = [
  'I helped my sister move',
  'I had a long day',
  'my boss is awful',
  'I slept badly',
  'thanks',
  'it was fine',
  'I keep thinking about her',
];

describe('what the person asks for', () => {
  it.each(REQUESTS)('"%s" asks for something to do', (m) => expect(asksForHelp(m)).toBe(true));
  it.each(NOT_REQUESTS)('"%s" does not', (m) => expect(asksForHelp(m)).toBe(false));

  it('reads the need behind a request', () => {
    expect(needOf('help me sleep')).toBe('sleep');
    expect(needOf("I'm panicking")).toBe('panic');
    expect(needOf('What can I do tonight to feel a bit calmer?')).toBe('calm');
    expect(needOf('what should I do', ["it's 3am and I have work at 8"])).toBe('sleep');
    expect(needOf('give me something to try', ["I'm so stupid, I always mess up"])).toBe('self-critical');
  });

  it.each(['stop', 'not now', "this isn't helping", 'Stop.', 'no thanks', 'can we stop', 'it’s not working', 'i dont want to do this'])(
    '"%s" stops',
    (m) => expect(wantsToStop(m)).toBe(true),
  );
  it.each(['ready', 'ok', 'done', 'next step', 'yes', 'go on', 'Okay!', '👍', 'k'])('"%s" moves on', (m) => expect(wantsNext(m)).toBe(true));
  it.each(['something else', 'a different one', 'another exercise please', 'can we try a different one'])('"%s" asks for a different one', (m) =>
    expect(wantsDifferent(m)).toBe(true),
  );
  it('does not take a step as "different"', () => expect(wantsDifferent('ready for the next step')).toBe(false));
});

describe('questions about what Luna is', () => {
  it.each([
    ['can you diagnose me?', 'diagnose'],
    ['do you think I have depression', 'diagnose'],
    ["what's wrong with me", 'diagnose'],
    ['can you prescribe me something', 'prescribe'],
    ['should i stop taking my meds', 'prescribe'],
    ['are you qualified?', 'qualified'],
    ['are you licensed', 'qualified'],
    ['are you a therapist', 'role'],
    ['are you a counselor?', 'role'],
    ['is this therapy', 'role'],
    ['are you human', 'human'],
    ['r u a real person', 'human'],
  ])('"%s" is a %s question', (m, kind) => expect(laneQuestion(m)).toBe(kind));
  it.each(['my therapist says I catastrophize', 'I saw my doctor today', 'I feel like a failure'])('"%s" is not', (m) =>
    expect(laneQuestion(m)).toBeUndefined(),
  );
});

describe('small hours', () => {
  it.each(["it's 3am", 'up at 2 a.m. again', 'still awake', "it's almost 1am"])('"%s" is the small hours', (m) => expect(needOf(m)).toBe('sleep'));
  it.each(['my meeting is at 10am', 'class at 11 am'])('"%s" is not', (m) => expect(needOf(m)).not.toBe('sleep'));
});
