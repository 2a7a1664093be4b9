import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE, asksIfHuman, DISCLOSURE_INTERVAL_MS } from '../../src/features/chat/safety/disclosure.ts';

describe('AI disclosure', () => {
  it('says plainly that Luna is an AI, not a human or a licensed professional', () => {
    expect(AI_DISCLOSURE).toMatch(/^Luna is an AI, not a human or a licensed professional\./);
    expect(DISCLOSURE_INTERVAL_MS).toBe(10_800_000);
  });

  it.each([
    'are you a real person?',
    'Am I talking to a bot',
    'r u human',
    'Are you human?',
    'is this an AI?',
    'is there a real person behind this',
    "you're a bot aren't you",
    'who am I talking to?',
    'are u real',
    'Are you ChatGPT?',
    'human or bot?',
    'am i chatting with a real human right now',
  ])('recognises "%s"', (text) => {
    expect(asksIfHuman(text)).toBe(true);
  });

  it.each(['are you okay?', 'I feel like a robot at work', 'my friend is a real person to talk to', 'I am human after all', 'Is this normal?'])(
    'does not mistake "%s"',
    (text) => {
      expect(asksIfHuman(text)).toBe(false);
    },
  );
});
