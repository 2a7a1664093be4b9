import { classify } from './classifier.ts';
import { conversationText } from './conversation-text.ts';
import type { CrisisCategory, Lang } from './crisis.ts';
import { IMMEDIACY } from './crisis-lexicon.ts';
import { detectLanguage } from './language.ts';
import { compile, normalize } from './normalize.ts';
import { NOT_ROUTINE, ROUTINE_ACT, TEMPORARY_ABSENCE } from './ordinary-frames.ts';
import { hasRiskCue } from './risk-cues.ts';
import { boundedMemo } from './bounded-memo.ts';
import { lowerTier, maxTier, tierRank, type RiskTier } from './risk-types.ts';
import { tripwire } from './tripwire.ts';

export type { RiskTier } from './risk-types.ts';
export { screenReply } from './reply-check.ts';

export interface Screening {
  tier: RiskTier;
  /** Passive ideation or above: the crisis reply and notice are shown, and no quota applies. */
  crisis: boolean;
  /** Which helpers the reply names (crisis.ts). */
  category: CrisisCategory;
  lang: Lang;
}

/** Earlier user messages the screen reads (most recent last); older ones no longer set the floor. */
export const FLOOR_TURNS = 6;

/** "Okay, it's time", "tonight", "goodbye": after earlier risk these read as intent now. */
const READY_RE = compile(
  `${IMMEDIACY}|\\b(it is time|time to go|i am ready|ready now|goodbye|bye everyone|thank you for everything|thanks for everything|see you on the other side|decided|this is it|doing it|do it)\\b`,
);

const ROUTINE_RE = compile(ROUTINE_ACT);
/** An absence that says it is temporary: "for a while, no wifi at the cabin", "back on monday". */
const TEMPORARY_RE = compile(TEMPORARY_ABSENCE);
const NOT_ROUTINE_RE = compile(NOT_ROUTINE);

/** Fewer words than this give the classifier too little to go on alone ("message 0", "one more"). */
const MIN_WORDS_ALONE = 4;

/**
 * One message alone: the tripwire and the learned classifier; either can raise the tier, with
 * two limits on the classifier, each for a class of its mistakes: a very short message is left to
 * the tripwire (and to the conversation, below), and a message whose only risk words the tripwire
 * read as negated ("i am not going to kill myself") can reach a check-in but not a crisis reply.
 */
function screenOneUncached(text: string): { tier: RiskTier; category?: CrisisCategory } {
  const lexical = tripwire(text);
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  const learned = words >= MIN_WORDS_ALONE ? classify(text) : null;
  let learnedTier: RiskTier = learned?.tier ?? 'none';
  if (lexical.negated && lexical.tier === 'none' && tierRank(learnedTier) > tierRank('distress')) learnedTier = 'distress';
  // The risk words had an everyday reason beside them (a move, an essay, a laugh): the classifier
  // reads the same words, so it is held to a check-in too, unless it reads the message as imminent
  // and the absence does not say it ends (TEMPORARY_ABSENCE).
  if (lexical.framed && (learnedTier !== 'imminent' || TEMPORARY_RE.test(normalize(text))) && tierRank(learnedTier) > tierRank('distress')) {
    learnedTier = 'distress';
  }
  // Medicine taken as prescribed, a week off, a knock on a cabinet (ordinary-frames.ts): words the
  // classifier shares with an overdose or self-harm; with nothing for the tripwire, a check-in at most.
  if (lexical.tier === 'none' && tierRank(learnedTier) > tierRank('distress')) {
    const n = normalize(text);
    if (ROUTINE_RE.test(n) && !NOT_ROUTINE_RE.test(n)) learnedTier = 'distress';
  }
  const tier = maxTier(lexical.tier, learnedTier);
  const category = lexical.category ?? (learned && learned.category !== 'suicide' ? learned.category : undefined);
  return { tier, ...(category ? { category } : {}) };
}

/**
 * One message's screening is a pure function of its text, and a turn reads the same text several
 * times (the chat turn, the offline companion, its reply style, memory extraction; and each later
 * turn re-reads recent messages), so screenings are remembered by text: bounded, in this process
 * only, no identities. Measured (npm run bench -- throughput): the screen was the largest cost of a
 * chat turn, about 2.5 ms of tripwire alone.
 */
const screenOne = boundedMemo(2000, screenOneUncached);

function earlierTier(text: string): RiskTier {
  return screenOne(text).tier;
}

/**
 * The crisis screen (docs/design.md "Chat and safety"; docs/decisions/010): the person's message, read
 * with their recent messages in the same conversation (oldest first). Pure, synchronous, well
 * under a millisecond for a typical message; runs before any quota is charged.
 *
 * Layers, each of which can only raise the tier:
 *   1. the lexical tripwire (tripwire.ts) on the message;
 *   2. the learned classifier (classifier.ts) on the message, and on the recent turns plus the
 *      message read together, so risk spread over several turns is seen;
 *   3. a floor: after a message at active or above the conversation stays at least passive (the
 *      crisis reply continues), after passive at least distress (no wall, a check-in); and a
 *      "ready / tonight / goodbye" after active risk reads as imminent.
 * A moderation call (moderation.ts) may raise it further when a provider is configured.
 */
export function screenMessage(text: string, earlier: readonly string[] = []): Screening {
  const recent = earlier.filter((t) => t.trim()).slice(-FLOOR_TURNS);
  const own = screenOne(text);
  let tier = own.tier;
  let category = own.category;
  if (recent.length > 0) {
    const together = classify(conversationText(recent, text), { wholeOnly: true });
    let prior: RiskTier = 'none';
    for (const t of recent) prior = maxTier(prior, earlierTier(t));
    // Read together, ordinary turns ("ok", "ready", "thanks, bye") after an ordinary or merely sad conversation
    // sound ominous to the classifier; when no turn showed more than distress on its own, the joint reading
    // counts one tier lower (a check-in rather than the crisis reply).
    // And when the message itself has no word of death, harm or leaving (risk-cues.ts), two lower:
    // "mostly work, my manager keeps piling things on" after a sleepless night is a check-in at most.
    let joint = together.tier;
    if (tierRank(prior) <= tierRank('distress') && tierRank(own.tier) <= tierRank('distress')) {
      const cue = hasRiskCue(normalize(text));
      if (own.tier === 'none' || !cue) joint = lowerTier(joint);
      if (!cue) joint = lowerTier(joint);
    }
    tier = maxTier(tier, joint);
    if (!category && together.category !== 'suicide') category = together.category;
    if (tierRank(prior) >= tierRank('active')) {
      tier = maxTier(tier, READY_RE.test(normalize(text)) ? 'imminent' : 'passive');
    } else if (prior === 'passive') {
      tier = maxTier(tier, 'distress');
    }
  }
  // A short reply ("sí", "ok") takes the language of the message before it.
  const short = text.trim().split(/\s+/).length < 4 && recent.length > 0;
  const lang = detectLanguage(short ? `${recent.at(-1)} ${text}` : text);
  return { tier, crisis: tierRank(tier) >= tierRank('passive'), category: category ?? 'suicide', lang };
}
