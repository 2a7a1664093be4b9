import { describe, expect, it } from 'vitest';
import { offlineReply, type Turn } from '../../src/features/chat/companion/offline-companion.ts';
import { ALL_MESSAGES, CONVERSATIONS } from './corpus.ts';
import { garbleProblems, openerOf } from './garble-checks.ts';

function converse(messages: string[]): Array<{ message: string; reply: string }> {
  const history: Turn[] = [];
  return messages.map((message) => {
    const reply = offlineReply({ message, history, productName: 'Luna' });
    history.push({ sender: 'user', content: message }, { sender: 'ai', content: reply });
    return { message, reply };
  });
}

describe('the offline companion against the message corpus', () => {
  it('has at least 200 messages', () => {
    expect(ALL_MESSAGES.length).toBeGreaterThanOrEqual(200);
  });

  it('never garbles a reply to a message on its own (first turn)', () => {
    const bad = ALL_MESSAGES.map((m) => ({ m, problems: garbleProblems(m, offlineReply({ message: m, history: [], productName: 'Luna' })) })).filter(
      (r) => r.problems.length,
    );
    expect(bad).toEqual([]);
  });

  it('never garbles a reply within a conversation, and never repeats an opener', () => {
    const bad: unknown[] = [];
    for (const conversation of CONVERSATIONS) {
      const turns = converse(conversation);
      for (const { message, reply } of turns) {
        const problems = garbleProblems(message, reply);
        if (problems.length) bad.push({ message, reply, problems });
      }
      const openers = turns.map((t) => openerOf(t.reply));
      const repeated = openers.filter((o, i) => openers.indexOf(o) !== i);
      if (repeated.length) bad.push({ conversation: conversation[0], repeated });
    }
    expect(bad).toEqual([]);
  });

  it('the checks catch the garbles seen before (they can fail)', () => {
    expect(garbleProblems("it's 3am", "It sounds like it's 3are and you have work.")).not.toEqual([]);
    expect(
      garbleProblems("I don't know anyone here and weekends are the worst", 'It sounds like anyone here and weekends are the worst.'),
    ).not.toEqual([]);
    expect(garbleProblems('x', 'I hear you you.')).not.toEqual([]);
    expect(garbleProblems('x', 'You said "hello.')).not.toEqual([]);
    expect(garbleProblems('x', 'It sounds like')).not.toEqual([]);
    expect(garbleProblems('I took 20 of my pills', 'It sounds like you took 20 of your pills.')).not.toEqual([]);
  });
});
