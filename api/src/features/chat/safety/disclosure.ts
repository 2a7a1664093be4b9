import { aiDisclosureFor } from '@luna/contracts';

// The words live in contracts, once (ADR 075); the server decides when they are due.
export { aiDisclosureFor };

export const AI_DISCLOSURE: string = aiDisclosureFor('Luna');

/** NY GBL §1702: "at least every three hours for continuing AI companion interactions". */
export const DISCLOSURE_INTERVAL_MS = 3 * 60 * 60 * 1000;

// Written against lightly normalised text (lower case, "r u" -> "are you"); see asksIfHuman.
const ASKS_HUMAN: RegExp[] = [
  /\bare (you|u) (even )?(a |an )?(real|human|person|people|alive|bot|robot|ai|a\.i|machine|computer|chat ?bot|program|artificial|actual person|live person|real person|human being|sentient|conscious)\b/,
  /\b(am i|are we|i am|i'm) (talking|chatting|speaking|texting|writing) (to|with) (a |an )?(real |actual |live )?(bot|robot|human|person|ai|a\.i|machine|computer|chat ?bot|program|people|someone real)\b/,
  /\bis (this|that|it|there) (a |an )?(real |actual |live )?(bot|robot|human|person|ai|a\.i|machine|computer|chat ?bot|program|automated|someone real)\b/,
  /\b(is|are) (there )?(a |any )?(real |actual |live )?(human|person|people|someone) (there|behind|on the other|typing|reading|answering|responding)\b/,
  /\b(you'?re|you are|ur) (a |an |just a |just an |only a )?(bot|robot|ai|a\.i|machine|computer|program|chat ?bot|human|real person)(,)? (aren'?t|are|right|arent|r) ?(you|u)?\b/,
  /\b(who|what) (am i|am i really) (talking|chatting|speaking) (to|with)\b/,
  /\bare (you|u) (chat ?gpt|gpt|claude|gemini|an llm|a language model)\b/,
  /\bhuman or (a |an )?(bot|ai|robot|machine)\b|\b(bot|ai|robot|machine) or (a |an )?(human|real person|person)\b/,
];

/** Does the user ask whether Luna is a human or an AI? Then the disclosure is the answer (UT). */
export function asksIfHuman(text: string): boolean {
  const t = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\br\s+u\b/g, 'are you')
    .replace(/\bu\b/g, 'you')
    .replace(/\s+/g, ' ');
  return ASKS_HUMAN.some((re) => re.test(t));
}
