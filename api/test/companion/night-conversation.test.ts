import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE, offlineReply, type Turn } from '../../src/features/chat/companion/offline-companion.ts';
import { garbleProblems } from './garble-checks.ts';

/**
 * One realistic late-night conversation, turn by turn (issue 13: quote six consecutive replies
 * and judge them honestly). Each expectation is a defect seen in that walk: a step's "done" with a
 * word of feedback dropped the exercise, a plain question got a reflection back, "I'll lie down
 * now, thank you" was read as sadness, and one reply said "It sounds like" twice.
 */
function converse(messages: string[]): string[] {
  const history: Turn[] = [];
  return messages.map((message) => {
    const reply = offlineReply({ message, history, productName: 'Luna' }).replace(OFFLINE_NOTICE, '').trim();
    history.push({ sender: 'user', content: message }, { sender: 'ai', content: reply });
    return reply;
  });
}

const NIGHT = [
  "can't sleep again. it's 2am and my brain won't shut up",
  "I keep replaying this meeting where I froze in front of my boss. I'm such an idiot",
  "yeah ok let's try the wind down thing",
  'ok',
  'done. that helped a little',
  'What is a nice tea to drink before bed?',
  "I think I'll try to lie down now. Thank you.",
];

describe('a night-time conversation with the offline companion', () => {
  const replies = converse(NIGHT);

  it('never garbles, and no reply opens two sentences alike', () => {
    expect(replies.flatMap((r, i) => garbleProblems(NIGHT[i]!, r))).toEqual([]);
    expect(replies[1]).not.toMatch(/It sounds like.*It sounds like/);
  });

  it('hears self-criticism as self-criticism', () => {
    expect(replies[1]).toMatch(/hard on yourself|ashamed|kindness/);
  });

  it('a step done "with feedback" moves the exercise on and answers the feedback', () => {
    expect(replies[4]).toMatch(/glad (that|it) helped|good to hear/i);
    expect(replies[4]).toContain('step 3 of 5');
  });

  it('answers a practical question, and offers to pick the exercise up again', () => {
    expect(replies[5]).toMatch(/chamomile/);
    expect(replies[5]).toMatch(/pick a sleep wind-down up again/);
  });

  it('says good night to a good night, without reading sadness into "lie down"', () => {
    expect(replies[6]).toMatch(/rest|sleep well/i);
    expect(replies[6]).not.toMatch(/sad|low/i);
  });

  it('a step that did not help is answered kindly, and the person can still stop', () => {
    const [, , notHelped, stopped] = converse(['help me calm down', 'ok', "ok. that didn't really help", 'stop']);
    expect(notHelped).toMatch(/not every step lands|being honest/);
    expect(notHelped).toMatch(/step \d of \d/);
    expect(stopped).toMatch(/stop|leave it there/);
  });

  it('is honest when a question is about the world and it cannot look it up', () => {
    const [reply] = converse(["What's the capital of Australia?"]);
    expect(reply).toMatch(/can't (look things up|check facts)/);
    expect(reply).not.toMatch(/There's a real question|neat answer/);
  });
});
