import { offlineNoticeFor } from '@luna/contracts';
import type { Turn } from '../chat-context.ts';
import { crisisReply } from '../safety/crisis.ts';
import { aiDisclosureFor, asksIfHuman } from '../safety/disclosure.ts';
import { screenMessage, screenReply } from '../safety/screen.ts';
import { EMOTIONS, type Emotion } from './emotion-lexicon.ts';
import { recallable } from './memory.ts';
import * as P from './phrases.ts';
import { keyPhrase } from './reflection.ts';

// The conversation's turns in the shape the chat feature already keeps them.
export type { Turn };

/**
 * Said once per conversation (the first offline reply), so no one mistakes the simple listener
 * for the full model: honesty about what is answering them.
 */
export const OFFLINE_NOTICE = offlineNoticeFor('Luna');

const GREETING_RE = /^\s*(hi|hello|hey|hiya|good (morning|afternoon|evening)|yo|howdy)\b[\s!.,a-z]{0,12}$/i;
const THANKS_RE = /^\s*(thanks|thank you|thx|ty|that helped|that helps)\b/i;
const FAREWELL_RE = /^\s*(bye|goodbye|good night|goodnight|night|see you|talk (to you )?later|gotta go|i have to go)\b[\s!.,a-z]{0,20}$/i;
const ROLE_RE = /\b(you are|you're|ur|be|are you|like) (my |a |an |our )?(therapist|counsel+or|psychologist|psychiatrist|shrink|doctor)\b/i;
const HELPED_RE = /\b(that|it|this) (helped|helps|is helping)\b|\b(feel|feeling) (a bit |a little |much |so much )?(better|calmer)\b/i;
const ADVICE_RE = /\b(what should i do|what do i do|should i|any advice|what would you do|how do i (deal|cope|handle|fix))\b/i;
const GROUNDING_EMOTIONS: Emotion[] = ['panic', 'overwhelmed'];

/** A small stable hash, so the same conversation gets the same reply (testable, no Math.random). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Choose a variant not yet used in this conversation. Templates are compared by their fixed
 * start (before any `{`), so "It sounds like {p}." counts as used whatever {p} was.
 */
function choose(list: readonly string[], used: string, seed: number): string {
  const start = seed % list.length;
  for (let i = 0; i < list.length; i++) {
    const item = list[(start + i) % list.length] as string;
    const stem = item.split('{')[0]!.trim().toLowerCase();
    if (!used.includes(stem)) return item;
  }
  return list[start] as string;
}

function detectEmotions(message: string): Emotion[] {
  const lower = message.toLowerCase().replace(/\u2019/g, "'");
  return EMOTIONS.filter((e) => e.re.test(lower)).map((e) => e.emotion);
}

/** A supportive reply without a model: reflect, name the feeling, remember, ask or ground. */
export function offlineReply(input: { message: string; history: Turn[]; productName: string }): string {
  const { message, history, productName } = input;
  const aiTurns = history.filter((t) => t.sender === 'ai').map((t) => t.content);
  const used = aiTurns.join('\n').toLowerCase();
  const needsNotice = !aiTurns.some((t) => t.includes(OFFLINE_NOTICE));
  const seed = hash(message) + aiTurns.length * 7;
  const withNotice = (reply: string) => (needsNotice ? `${OFFLINE_NOTICE}\n\n${reply}` : reply);

  // Crisis first: the offline companion must never "listen reflectively" past risk. The notice
  // goes after the crisis reply, so care and resources stay in the first two sentences.
  const screening = screenMessage(message);
  if (screening.crisis) {
    const reply = crisisReply(screening.tier, aiTurns.length);
    return needsNotice ? `${reply}\n\n${OFFLINE_NOTICE}` : reply;
  }

  if (asksIfHuman(message)) {
    return withNotice(`${aiDisclosureFor(productName)} ${choose(P.HUMAN_FOLLOW_UPS, used, seed)}`);
  }

  if (ROLE_RE.test(message)) {
    // Never accept a clinical role, even offered kindly (IL WOPR, NV AB 406, CA AB 489).
    return withNotice(`${P.NOT_A_CLINICIAN} ${choose(P.QUESTIONS, used, seed)}`);
  }

  const candidates = [compose(message, history, used, seed, true), compose(message, history, used, seed, false)];
  // The output screen applies here too: a mirrored phrase could read as a diagnosis
  // ("you have depression"), so fall back to a reply built without mirroring.
  const safe = candidates.find((c) => screenReply(c).ok && !aiTurns.includes(c)) ?? candidates[1]!;
  return withNotice(safe);
}

function compose(message: string, history: Turn[], used: string, seed: number, mirror: boolean): string {
  const parts: string[] = [];
  const trimmed = message.trim();

  if (GREETING_RE.test(trimmed)) return choose(P.GREETINGS, used, seed);
  if (FAREWELL_RE.test(trimmed)) return choose(P.FAREWELLS, used, seed);
  if (THANKS_RE.test(trimmed) && trimmed.split(/\s+/).length <= 6) {
    return `${choose(P.THANKS, used, seed)} ${choose(P.QUESTIONS, used, seed + 3)}`;
  }

  if (HELPED_RE.test(trimmed) && trimmed.split(/\s+/).length <= 10) {
    return `${choose(P.HELPED, used, seed)} ${choose(P.QUESTIONS, used, seed + 3)}`;
  }

  const emotions = detectEmotions(message);
  parts.push(choose(P.OPENERS, used, seed));

  const phrase = mirror ? keyPhrase(message) : undefined;
  if (phrase) parts.push(choose(P.REFLECTIONS, used, seed + 1).replace('{p}', phrase));
  const primary = emotions[0];
  if (primary) parts.push(choose(P.FEELINGS[primary], used, seed + 2));

  if (emotions.some((e) => GROUNDING_EMOTIONS.includes(e))) {
    const exercise = P.GROUNDING.find((g) => !used.includes(g.slice(0, 30).toLowerCase()));
    if (exercise) {
      parts.push(exercise);
      return parts.join(' ');
    }
  }

  if (emotions.includes('hopeless') && !used.includes(P.GENTLE_RESOURCE.toLowerCase())) parts.push(P.GENTLE_RESOURCE);

  const earlier = history.some((t) => t.sender === 'user') ? recallable(history, message) : undefined;
  if (ADVICE_RE.test(message)) {
    // Asked for direction: think it through together rather than prescribe (no treatment plans).
    parts.push(choose(P.ADVICE, used, seed + 5), choose(P.QUESTIONS, used, seed + 6));
  } else if (earlier) {
    parts.push(choose(P.MEMORY, used, seed + 4).replace('{m}', earlier.phrase).replace('{a}', earlier.about));
  } else {
    parts.push(choose(P.QUESTIONS, used, seed + 6));
  }
  return parts.join(' ');
}
