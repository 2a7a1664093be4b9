import { describe, expect, it } from 'vitest';
import { OFFLINE_NOTICE, offlineReply, type Turn } from '../../src/features/chat/companion/offline-companion.ts';
import { AI_DISCLOSURE } from '../../src/features/chat/safety/disclosure.ts';
import { screenReply } from '../../src/features/chat/safety/screen.ts';

const productName = 'Luna';

/** Plays a conversation through the companion the way the chat service does. */
function converse(messages: string[]): { history: Turn[]; replies: string[] } {
  const history: Turn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = offlineReply({ message, history, productName });
    replies.push(reply);
    history.push({ sender: 'user', content: message }, { sender: 'ai', content: reply });
  }
  return { history, replies };
}

const withoutNotice = (reply: string) => reply.replace(OFFLINE_NOTICE, '').trim();
const opener = (reply: string) => withoutNotice(reply).split(/(?<=[.!?])\s+/)[0];

const TWELVE = [
  'I had a fight with my sister yesterday and I feel so angry',
  'She said I never show up for her',
  'Work has been really stressful too, my boss keeps piling things on',
  "I can't sleep much",
  "I feel like I'm failing at everything",
  'I keep replaying the argument in my head',
  "I'm worried about money too",
  'My rent went up again',
  'I guess I just feel lonely',
  'Sometimes I feel like nobody listens to me',
  'I used to love painting but I stopped',
  "I don't know, I feel stuck",
];

describe('offlineReply', () => {
  it('never repeats a reply or an opening line across a 12-turn conversation', () => {
    const { replies } = converse(TWELVE);
    expect(new Set(replies).size).toBe(replies.length);
    const openers = replies.map(opener);
    expect(new Set(openers).size).toBe(openers.length);
  });

  it('refers back to a person named earlier in the conversation', () => {
    const { replies } = converse(['My sister and I stopped talking', 'It has been a hard week', 'Work is exhausting lately']);
    expect(replies.slice(1).join(' ')).toMatch(/Earlier you mentioned your sister/);
  });

  it('names the feeling and mirrors at most a short feeling phrase, pronouns swapped', () => {
    const reply = offlineReply({ message: 'I feel invisible at home and my parents never listen', history: [], productName });
    expect(reply).toMatch(/you feel invisible at home\b/);
    expect(reply).not.toMatch(/parents never listen/);
    expect(reply).toMatch(/alone|lonel/i);
    expect(reply).toMatch(/\?$/);
  });

  it('starts a breathing or grounding exercise for panic, and offers one when someone is overwhelmed', () => {
    const overwhelmed = offlineReply({ message: "I'm so overwhelmed I can't think straight", history: [], productName });
    expect(overwhelmed).toMatch(/I can walk you through (box breathing|paced breathing|a short body scan|5-4-3-2-1 grounding)/);
    const { replies } = converse(["I'm having a panic attack", 'something else']);
    expect(replies[0]).toMatch(/Paced breathing, step 1 of 4:/);
    // A different one when asked.
    expect(replies[1]).toMatch(/5-4-3-2-1 grounding, step 1 of 4:/);
  });

  it('says the offline notice exactly once per conversation, in the first reply', () => {
    const { replies } = converse(['hi', ...TWELVE.slice(0, 5)]);
    expect(replies[0]).toContain(OFFLINE_NOTICE);
    expect(replies.filter((r) => r.includes(OFFLINE_NOTICE))).toHaveLength(1);
  });

  it('answers "are you human?" with the AI disclosure', () => {
    const first = offlineReply({ message: 'are you a real person?', history: [], productName });
    expect(first).toContain(AI_DISCLOSURE);
    const { replies } = converse(['hello', 'r u human', 'am I talking to a bot?']);
    expect(replies[1]).toContain(AI_DISCLOSURE);
    expect(replies[2]).toContain(AI_DISCLOSURE);
    expect(replies[2]).not.toEqual(replies[1]);
  });

  it('gives the crisis reply when the message screens passive or above', () => {
    const reply = offlineReply({ message: 'I wish I could sleep and not wake up', history: [], productName });
    expect(reply).toMatch(/call or text 988/i);
    expect(reply).toMatch(/text HOME to 741741/);
    expect(reply).toContain('911');
    // Resources come first; the offline notice still appears once, after them.
    expect(reply.indexOf('988')).toBeLessThan(reply.indexOf(OFFLINE_NOTICE));
    const imminent = offlineReply({ message: 'I have the pills in my hand', history: [{ sender: 'ai', content: OFFLINE_NOTICE }], productName });
    expect(imminent.indexOf('911')).toBeLessThan(imminent.indexOf('988'));
    expect(imminent).not.toContain(OFFLINE_NOTICE);
  });

  it('only produces replies that pass the output screen, even when mirroring', () => {
    const messages = [
      ...TWELVE,
      'I think I have depression',
      'my doctor says I am bipolar',
      'I am a human being who needs help',
      'you are my therapist now',
      'I work as a licensed counselor and I am burnt out',
      'what should I do?',
      'thanks',
      'bye',
    ];
    const { replies } = converse(messages);
    for (const reply of replies) expect(screenReply(reply)).toEqual({ ok: true });
    expect(replies.join(' ')).not.toMatch(/\b(I am|I'm) (a|your) (therapist|counselor|clinician)/i);
  });

  it('is deterministic for the same conversation', () => {
    expect(converse(TWELVE).replies).toEqual(converse(TWELVE).replies);
  });
});

describe('offlineReply and clinical roles', () => {
  it('declines to be anyone’s therapist and stays in the conversation', () => {
    const reply = offlineReply({ message: 'you are my therapist now', history: [], productName });
    expect(reply).toMatch(/not a therapist/);
    expect(reply).toMatch(/AI companion/);
    expect(reply).toMatch(/\?$/);
    expect(screenReply(reply)).toEqual({ ok: true });
  });
});
