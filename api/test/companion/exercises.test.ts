import { describe, expect, it } from 'vitest';
import { currentExercise } from '../../src/features/chat/companion/exercise-state.ts';
import { EXERCISES } from '../../src/features/chat/companion/exercises.ts';
import { OFFLINE_NOTICE, offlineReply, type Turn } from '../../src/features/chat/companion/offline-companion.ts';
import { screenReply } from '../../src/features/chat/safety/screen.ts';

function converse(messages: string[], history: Turn[] = []): string[] {
  return messages.map((message) => {
    const reply = offlineReply({ message, history, productName: 'Luna' });
    history.push({ sender: 'user', content: message }, { sender: 'ai', content: reply });
    return reply.replace(OFFLINE_NOTICE, '').trim();
  });
}

describe('the exercise library', () => {
  it('holds the ten reviewed exercises, each short and within the output screen', () => {
    expect(EXERCISES.map((e) => e.id)).toEqual([
      'paced-breathing',
      'box-breathing',
      'grounding-54321',
      'body-scan',
      'sleep-wind-down',
      'worry-time',
      'reframe-thought',
      'self-compassion',
      'small-wins',
      'one-small-step',
    ]);
    for (const e of EXERCISES) {
      expect(e.steps.length).toBeGreaterThanOrEqual(3);
      for (const text of [e.intro, e.closing, ...e.steps]) {
        expect(text.length).toBeLessThan(260);
        expect(screenReply(text)).toEqual({ ok: true });
        expect(text).not.toMatch(/step \d+ of/i);
      }
    }
  });
});

describe('an exercise across turns', () => {
  it('answers a request with step 1, moves on when ready, and finishes with a check on how it went', () => {
    const replies = converse(['I need to calm down', 'ready', 'ok', 'done', 'ok']);
    expect(replies[0]).toMatch(/^Let's|^Here's|^Okay|^Let's do/);
    expect(replies[0]).toMatch(/Box breathing, step 1 of 4:/);
    expect(replies[0]).toMatch(/say "stop" at any point/);
    expect(replies[1]).toMatch(/Box breathing, step 2 of 4:/);
    expect(replies[2]).toMatch(/Box breathing, step 3 of 4:/);
    expect(replies[3]).toMatch(/Box breathing, step 4 of 4:/);
    expect(replies[4]).toContain("That's box breathing.");
    expect(replies[4]).toMatch(/\?$/);
  });

  it('stops at once on "stop", "not now" or "this isn\'t helping"', () => {
    for (const stop of ['stop', 'not now', "this isn't helping"]) {
      const replies = converse(['help me sleep', 'ok', stop, 'ok']);
      expect(replies[2]).not.toMatch(/step \d of/);
      expect(replies[2]).toMatch(/stop|leave it there/i);
      // After stopping, "ok" is just "ok": no step comes back.
      expect(replies[3]).not.toMatch(/step \d of/);
    }
  });

  it('swaps for a different exercise on request, and never repeats one already tried', () => {
    const replies = converse(["I'm panicking", 'something else', 'a different one']);
    const names = replies.map((r) => /([A-Z0-9][^\n:]*), step 1 of/.exec(r)?.[1]);
    expect(new Set(names).size).toBe(3);
    expect(names.every(Boolean)).toBe(true);
  });

  it('reads its state from the stored conversation alone (a restart or another instance)', () => {
    const history: Turn[] = [];
    converse(['help me sleep', 'ok'], history);
    // A fresh copy of the stored turns, as another instance would load them.
    const stored = JSON.parse(JSON.stringify(history)) as Turn[];
    expect(currentExercise(stored)).toMatchObject({ exercise: { id: 'sleep-wind-down' }, step: 2, paused: false });
    expect(converse(['next'], stored)[0]).toMatch(/A sleep wind-down, step 3 of 5:/);
  });

  it('pauses for something else the person says, and picks up again on "continue"', () => {
    const replies = converse(['give me something to try', 'my boss just emailed me and now I am worried about tomorrow', 'continue']);
    expect(replies[1]).not.toMatch(/step \d of/);
    expect(replies[1]).toMatch(/pick .* up again; just say "continue"/);
    expect(replies[2]).toMatch(/step 2 of/);
  });

  it('starts the exercise it offered when the person says yes', () => {
    const replies = converse(["it's 3am and I can't sleep, I have work at 8", 'yes']);
    expect(replies[0]).toMatch(/I can walk you through a sleep wind-down/);
    expect(replies[1]).toMatch(/A sleep wind-down, step 1 of 5:/);
  });

  it('shows the check-in back gently when an exercise ends', () => {
    const history: Turn[] = [{ sender: 'ai', content: 'Thanks for checking in tonight: 2 out of 5, "tired". Whenever you are ready, tell me.' }];
    const replies = converse(['help me relax', 'ok', 'ok', 'ok', 'ok'], history);
    expect(replies[4]).toContain('You started at 2 out of 5 tonight; where would you put it now?');
  });
});

describe('staying in its lane', () => {
  it.each([
    ['can you diagnose me?', /can't diagnose/],
    ['Do you think I have ADHD?', /can't diagnose|diagnosing is not something/],
    ['can you prescribe me something for sleep', /can't prescribe/],
    ['are you qualified to give advice?', /not a licensed professional|without clinical training/],
    ['are you a counselor?', /not a therapist/],
    ['are you human?', /an AI, not a human/],
  ])('"%s" gets a plain answer: an AI companion, what it cannot do, what it can', (message, cannot) => {
    const reply = offlineReply({ message, history: [], productName: 'Luna' });
    expect(reply).toMatch(cannot);
    expect(reply).toMatch(/AI/);
    expect(reply).toMatch(/What I can do is listen/);
    expect(screenReply(reply)).toEqual({ ok: true });
  });

  it('never hands means or numbers back', () => {
    for (const message of ['I took 20 of my pills', 'I have a knife in my room', 'I feel like taking all my pills']) {
      const reply = offlineReply({ message, history: [], productName: 'Luna' });
      expect(reply).not.toMatch(/\b20\b|your pills|knife in/i);
    }
  });
});
