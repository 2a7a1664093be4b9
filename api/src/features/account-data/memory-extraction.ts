import type { Memory } from '@luna/contracts';
import { screenMessage, type ChatProvider } from '../chat/index.ts';

export type MemoryDraft = { kind: Memory['kind']; content: string };

const MAX_CONTENT = 120;
const RELATIONS =
  'sister|brother|mom|mum|mother|dad|father|partner|wife|husband|fiancée?|friend|best friend|boyfriend|girlfriend|son|daughter|boss|manager|coworker|co-worker|roommate|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|dog|cat';
const PERSON_RE = new RegExp(`\\b[Mm]y (${RELATIONS}),? ([A-Z][\\p{L}'-]{1,30})\\b`, 'gu');
const HELPS_RE = [
  /\bwhat (?:really |usually |always )?helps(?: me)? (?:is|are) ([^.!?;\n]{3,80})/gi,
  /\b((?:going |taking |talking |listening |walking |writing |reading |calling |breathing |running |drawing )[^.!?;,\n]{0,60}?) (?:really |usually |always |often )?helps?(?: me)?\b/gi,
];
const WORKING_RE = /\bi(?:'m| am) (?:working on|trying to|learning to|practicing|practising) ([^.!?;\n]{3,80})/gi;

/** First person to second person, so a memory reads as Luna speaking to them. */
function toSecondPerson(text: string): string {
  return text
    .replace(/\bmy\b/gi, 'your')
    .replace(/\bme\b/gi, 'you')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\bI'm\b/g, "you're")
    .replace(/\bI\b/g, 'you')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Crisis content is never remembered (issue 10): a message the screen treats as a crisis adds
 * nothing (everyday distress may: "walking helps me" is often said on a hard day), and each
 * drafted fact must then pass the screen with no risk signal at all, whoever drafted it.
 */
function messageMayBeRemembered(text: string): boolean {
  return !screenMessage(text).crisis;
}

export function safeToRemember(fact: string): boolean {
  return screenMessage(fact).tier === 'none';
}

/** The offline way to remember: a few plain patterns for people, what helps, and what they work on. */
export function extractMemories(message: string): MemoryDraft[] {
  if (!messageMayBeRemembered(message)) return [];
  const found: MemoryDraft[] = [];
  for (const m of message.matchAll(PERSON_RE)) found.push({ kind: 'person', content: `${m[2]} is your ${m[1]!.toLowerCase()}` });
  for (const re of HELPS_RE) {
    for (const m of message.matchAll(re)) found.push({ kind: 'helps', content: `${capitalise(toSecondPerson(m[1]!))} helps you` });
  }
  for (const m of message.matchAll(WORKING_RE)) {
    found.push({ kind: 'working_on', content: `You're working on ${toSecondPerson(m[1]!).replace(/^to /, '')}` });
  }
  return clean(found);
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function clean(drafts: MemoryDraft[]): MemoryDraft[] {
  const seen = new Set<string>();
  return drafts
    .map((d) => ({ kind: d.kind, content: d.content.replace(/\s+/g, ' ').trim().slice(0, MAX_CONTENT) }))
    .filter((d) => d.content.length >= 3 && safeToRemember(d.content))
    .filter((d) => !seen.has(d.content.toLowerCase()) && seen.add(d.content.toLowerCase()))
    .slice(0, 5);
}

/**
 * Why a separate, narrow prompt: the extraction sees one message and returns JSON only, so the
 * model cannot be steered by the conversation into storing instructions, and what it returns is
 * re-validated and screened here before anything is stored.
 */
const EXTRACTION_PROMPT = `Read the person's message and list at most three facts worth remembering for future supportive conversations: names of people in their life and who they are, what helps them, what they are working on. Write each fact in the second person ("Anna is your sister", "Walking helps you"). Never include anything about suicide, self-harm, crisis, health conditions or diagnoses. Answer only with JSON: [{"kind":"person"|"helps"|"working_on","content":"..."}], or [] if there is nothing.`;

/** The model's way to remember; falls back to the rules when the model fails or answers badly. */
export async function extractWithModel(provider: ChatProvider, message: string, timeoutMs: number): Promise<MemoryDraft[]> {
  if (!messageMayBeRemembered(message)) return [];
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let text = '';
    for await (const piece of provider.stream({ system: EXTRACTION_PROMPT, messages: [{ role: 'user', content: message }], signal })) {
      text += piece;
    }
    const json = text.slice(text.indexOf('['), text.lastIndexOf(']') + 1);
    const items = JSON.parse(json) as unknown;
    if (!Array.isArray(items)) throw new Error('not a list');
    const drafts = items.filter(
      (i): i is MemoryDraft => typeof i?.content === 'string' && ['person', 'helps', 'working_on'].includes(i?.kind as string),
    );
    return clean(drafts);
  } catch {
    return extractMemories(message);
  }
}
