/** The kinds of risk with their own helpers in the reply (crisis.ts). */
export type CrisisCategory = 'suicide' | 'self_harm' | 'abuse_at_home' | 'sexual_abuse' | 'harm_to_others';
export type Lang = 'en' | 'es';

export type RiskTier = 'none' | 'distress' | 'passive' | 'active' | 'imminent';

/** Ordered weakest to strongest, so tiers compare by index. */
export const TIER_ORDER: readonly RiskTier[] = ['none', 'distress', 'passive', 'active', 'imminent'];

export function tierRank(tier: RiskTier): number {
  return TIER_ORDER.indexOf(tier);
}

export function maxTier(a: RiskTier, b: RiskTier): RiskTier {
  return tierRank(a) >= tierRank(b) ? a : b;
}

/**
 * One screening pattern, written in plain English against normalised text (normalize.ts).
 * - `negatable`: a negation just before the match ("i would never", "i am not going to")
 *   cancels it. Patterns whose wording already carries the negation ("do not want to live")
 *   set this to false.
 * - `research`: asking about means ("tallest bridges") without a stated feeling. Flagged
 *   passive alone and raised to active when the same message carries distress or a stressor,
 *   the pattern of the Stanford "bridges taller than 25 meters" failure (notes 4.1).
 */
export interface RiskPattern {
  id: string;
  tier: Exclude<RiskTier, 'none'>;
  source: string;
  negatable?: boolean;
  research?: boolean;
  /** The kind of help the reply should name, when it is not suicide (crisis.ts). */
  category?: CrisisCategory;
  /**
   * A cheap test the whole message must pass before the pattern is tried: a word every match
   * contains ("enough", "took"). For speed only (the screen's cost per message, issue 8); a test
   * checks on the corpus that no gate hides a match (test/safety/pattern-gates.test.ts).
   */
  gate?: string;
  /** An ordinary frame (ordinary-frames.ts): when the message has it, this match counts as distress at most. */
  ordinary?: string;
}

/** One tier lower ('none' stays 'none'). */
export function lowerTier(tier: RiskTier): RiskTier {
  return TIER_ORDER[Math.max(0, tierRank(tier) - 1)]!;
}
