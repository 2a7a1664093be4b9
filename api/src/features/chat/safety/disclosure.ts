/**
 * "You are talking to an AI" disclosure. Required at first use, each session start, every 3 h of
 * continuing chat and whenever asked (CA SB 243 §22602, NY GBL §1702, UT §13-72a-203, ME LD 1727),
 * and "not a licensed professional" because an AI may not present as one (IL WOPR, NV AB 406,
 * CA AB 489). The UI decides when; this module says what.
 */
export function aiDisclosureFor(productName: string): string {
  return `${productName} is an AI, not a human or a licensed professional. ${productName} can listen and offer support, but can't replace professional care. If you're in crisis, call or text 988, or call 911 in an emergency.`;
}

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
