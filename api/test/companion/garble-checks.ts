import { OFFLINE_NOTICE } from '../../src/features/chat/companion/offline-companion.ts';
import { screenReply } from '../../src/features/chat/safety/screen.ts';

/**
 * What "garbled" means for the offline companion, as checks a reply must pass. Each check names
 * a real failure seen before (issue 13: "it's 3are", "It sounds like anyone here and weekends are
 * the worst") or a way template filling goes wrong.
 */
export const MAX_PARROTED_WORDS = 6;

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Longest run of consecutive words the reply shares with the message. */
export function longestSharedRun(message: string, reply: string): number {
  const a = words(message);
  const b = words(reply);
  let best = 0;
  const prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diag = 0;
    for (let j = 1; j <= b.length; j++) {
      const keep = prev[j]!;
      prev[j] = a[i - 1] === b[j - 1] ? diag + 1 : 0;
      best = Math.max(best, prev[j]!);
      diag = keep;
    }
  }
  return best;
}

/** Every problem found in one reply to one message; empty when the reply is clean. */
export function garbleProblems(message: string, reply: string): string[] {
  const problems: string[] = [];
  const body = reply.replace(OFFLINE_NOTICE, '').trim();
  const fail = (what: string) => problems.push(what);
  if (!body) fail('empty reply');
  if (/\d+ ?(are|were|you|your|yours)\b/i.test(body)) fail('a number glued to a swapped pronoun ("3are")');
  if (/\b(I are|I were|you am|you was|me am|your's|I is)\b/.test(body)) fail('a broken pronoun swap');
  if (/\b(you|your) I\b|\bI (your|yours|you)\b|\bmy (you|your)\b|\byour (my|me)\b/.test(body)) fail('a dangling pronoun pair');
  const dup = /\b([a-z']+)\s+\1\b/i.exec(body);
  if (dup && !/^(ha|no|very|so|bye)$/i.test(dup[1]!)) fail(`a doubled word "${dup[0]}"`);
  if ((body.match(/"/g) ?? []).length % 2 !== 0) fail('unbalanced double quotes');
  if ((body.match(/[“]/g) ?? []).length !== (body.match(/[”]/g) ?? []).length) fail('unbalanced curly quotes');
  if ((body.match(/\(/g) ?? []).length !== (body.match(/\)/g) ?? []).length) fail('unbalanced brackets');
  for (const paragraph of body.split(/\n+/)) {
    if (!/[.!?]["')\]]?$/.test(paragraph.trim())) fail(`a paragraph that does not end a sentence: "${paragraph.slice(-30)}"`);
  }
  if (/[.!?] [a-z]/.test(body)) fail('a sentence starting in lower case');
  if (/\s[.,;:!?]/.test(body) || / {2,}/.test(body) || /[.,;:!?]{2,}/.test(body.replace(/\.\.\./g, ''))) fail('stray spacing or punctuation');
  if (/[{}]|undefined|null|NaN|\[object/.test(body)) fail('an unfilled template');
  if (/\b(It sounds like|I'm hearing that|If I have it right,) (anyone|someone|is|are|and|but|or|so)\b/.test(body))
    fail('a reflection that starts mid-clause');
  const openings = body
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.toLowerCase().replace(/^and /, '').split(/\s+/).slice(0, 3).join(' '))
    .filter((o) => o.split(' ').length === 3);
  const twice = openings.find((o, i) => openings.indexOf(o) !== i);
  if (twice) fail(`two sentences open alike ("${twice}...")`);
  const run = longestSharedRun(message, body);
  if (run > MAX_PARROTED_WORDS) fail(`${run} words of the message parroted back`);
  const numbers = message.match(/\b\d+\b/g) ?? [];
  for (const n of numbers)
    if (new RegExp(`\\b${n}\\b`).test(body) && !/^(1|2|3|4|5|6|10|15|100|0|988|911|741741|8)$/.test(n)) fail(`echoed the number ${n}`);
  if (!screenReply(reply).ok) fail(`failed the output screen (${screenReply(reply).reason})`);
  return problems;
}

/** The first sentence after the offline notice: the "opener" that must not repeat. */
export function openerOf(reply: string): string {
  return reply
    .replace(OFFLINE_NOTICE, '')
    .trim()
    .split(/(?<=[.!?])\s+/)[0]!
    .toLowerCase();
}
