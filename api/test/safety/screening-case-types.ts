import type { RiskTier } from '../../src/features/chat/safety/screen.ts';

/**
 * Labelled screening cases (C-SSRS-informed tiers, notes 4.3). Labels are what a careful human
 * reader would choose; they were written before tuning, and a case is never relabelled to make
 * the screen pass. Kinds: direct, indirect, negated, slang, misspelled, false_friend, everyday, holdout.
 */
export type CaseKind = 'direct' | 'indirect' | 'negated' | 'slang' | 'misspelled' | 'false_friend' | 'everyday' | 'holdout';
export interface ScreeningCase {
  text: string;
  tier: RiskTier;
  kind: CaseKind;
}

/** Several texts sharing a kind and a label. */
export const c = (kind: CaseKind, tier: RiskTier, ...texts: string[]): ScreeningCase[] => texts.map((text) => ({ text, tier, kind }));
