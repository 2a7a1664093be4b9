import { PEOPLE, TOPICS } from './emotion-lexicon.ts';
import type { Turn } from '../chat-context.ts';

/**
 * What the person said earlier in this conversation, so the companion can refer back to it.
 * Why: remembering a named person or topic is what separates listening from echoing; it only
 * uses the conversation already on screen (nothing is stored beyond the chat history).
 */
export interface Mention {
  key: string;
  /** Used after "Earlier you mentioned ...". */
  phrase: string;
  /** Used in the question that follows: "how are things with {with}?" */
  about: string;
}

const PERSON_RE = new RegExp(`\\bmy (${[...PEOPLE].sort((a, b) => b.length - a.length).join('|')})\\b`, 'gi');

export function mentionsIn(text: string): Mention[] {
  const lower = text.toLowerCase();
  const found: Mention[] = [];
  for (const m of lower.matchAll(PERSON_RE)) {
    const who = m[1] ?? '';
    found.push({ key: `person:${who}`, phrase: `your ${who}`, about: `your ${who}` });
  }
  for (const topic of TOPICS) {
    if (topic.re.test(lower)) found.push({ key: `topic:${topic.phrase}`, phrase: topic.phrase, about: topic.about });
  }
  return found;
}

/**
 * An earlier mention worth bringing back: named in a user turn before the last one (the last
 * one is still the current topic, not "earlier"), not in the current message, and not already
 * brought back.
 */
export function recallable(history: Turn[], message: string): Mention | undefined {
  const aiTurns = history.filter((t) => t.sender === 'ai');
  // At most one in four replies, so it reads as remembering rather than as a tic.
  if (aiTurns.slice(-3).some((t) => t.content.includes('Earlier you mentioned'))) return undefined;
  const users = history.filter((t) => t.sender === 'user');
  const now = new Set([...mentionsIn(message), ...mentionsIn(users.at(-1)?.content ?? '')].map((m) => m.key));
  const aiText = aiTurns.map((t) => t.content.toLowerCase()).join('\n');
  const earlier = users.slice(0, -1).flatMap((t) => mentionsIn(t.content));
  return earlier.find((m) => !now.has(m.key) && !aiText.includes(`mentioned ${m.phrase}`));
}
