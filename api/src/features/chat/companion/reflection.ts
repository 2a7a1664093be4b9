import { EMOTIONS, TOPICS, type Emotion } from './emotion-lexicon.ts';
import { plain, SMALL_HOURS } from './requests.ts';

/**
 * What the companion hands back of the person's own words, without a model.
 *
 * Why so little: a mirrored clause rebuilt by pronoun swapping is where the old companion garbled
 * ("it's 3are", "It sounds like anyone here and weekends are the worst") and parroted. It now
 * names feelings from a lexicon and topics from a fixed list, and mirrors at most one short
 * "I feel ..." phrase that passes strict checks: letters only, no numbers or times, no means or
 * danger words, no second-person words to swap, at most MAX_MIRROR_WORDS words.
 */
export const MAX_MIRROR_WORDS = 6;

export function emotionsIn(message: string): Emotion[] {
  const t = plain(message);
  return EMOTIONS.filter((e) => e.re.test(t)).map((e) => e.emotion);
}

export function labelOf(emotion: Emotion): string {
  return EMOTIONS.find((e) => e.emotion === emotion)!.label;
}

/** The first fixed topic the message touches ("work", "school", "money"...). */
export function topicIn(message: string): string | undefined {
  const t = plain(message);
  // "it's 3am and I have work at 8" is about sleep before it is about work.
  if (SMALL_HOURS.test(t)) return 'sleep';
  return TOPICS.find((topic) => topic.re.test(t))?.about;
}

// Words never handed back, whatever the context: means, danger, substances, bodies, numbers.
const NEVER_MIRROR =
  /\b(pills?|tablets?|overdose|dose|knife|knives|blade|razor|rope|noose|gun|bridge|jump\w*|cut\w*|bleed\w*|blood|drunk|drinking|high|kill\w*|die|dying|dead|death|suicid\w*|hurt\w*|harm\w*|end it|gone|weapon\w*|poison\w*|hang\w*|drown\w*|starv\w*|purg\w*|sex\w*|naked)\b/;
const SECOND_PERSON = /\b(you|your|yours|yourself|you're|you've|you'd|you'll|u|ur)\b/;
const FIRST_PERSON_TAIL = /\b(i|i'm|i've|i'd|i'll|me|myself|mine|we|us|our)\b/;
const FEEL =
  /\bi(?: am|'m)? (?:feel|feeling|felt)(?: like)? ((?:so |really |kind of |kinda |pretty |very |a bit |a little )?[a-z' ]+?)(?=$|[.,!?;]| and | but | because | since | when | so | cause | bc )/;

/**
 * "I feel invisible at home" -> "you feel invisible at home". Only the feeling phrase, only when
 * it is short and plain; undefined otherwise (the caller then names the feeling instead).
 */
export function feelingPhrase(message: string): string | undefined {
  const t = plain(message).replace(/[“”"]/g, '');
  const m = FEEL.exec(t);
  if (!m) return undefined;
  const words = m[1]!.trim().split(/\s+/);
  if (words.length === 0 || words.length > MAX_MIRROR_WORDS) return undefined;
  const phrase = words.join(' ');
  if (NEVER_MIRROR.test(phrase) || SECOND_PERSON.test(phrase) || FIRST_PERSON_TAIL.test(phrase)) return undefined;
  // A phrase that ends on a little word ("like", "that", "the") was cut mid-thought.
  if (/\b(like|that|the|a|an|to|of|with|about|for|at|in|on|my|so|really|very|and|or|is|was)$/.test(phrase)) return undefined;
  const swapped = phrase.replace(/\bmy\b/g, 'your');
  const verb = /\bfelt\b/.test(m[0]) ? 'felt' : 'feel';
  return `you ${verb} ${swapped}`;
}
