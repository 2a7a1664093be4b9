import { CRISIS_PATTERNS, IMMEDIACY, NOT_IMMEDIATE } from './crisis-lexicon.ts';
import { DISTRESS_PATTERNS, PASSIVE_PATTERNS, STRESSORS } from './distress-lexicon.ts';
import { clauses, compile, normalize } from './normalize.ts';
import { REPLY_RULES, type ReplyViolation } from './reply-lexicon.ts';
import { maxTier, tierRank, type RiskPattern, type RiskTier } from './risk-types.ts';

export type { RiskTier } from './risk-types.ts';

export interface Screening {
  tier: RiskTier;
  /** Passive ideation or above: the crisis reply and notice are shown, and no quota applies. */
  crisis: boolean;
}

interface Compiled extends RiskPattern {
  re: RegExp;
}

const PATTERNS: Compiled[] = [...CRISIS_PATTERNS, ...PASSIVE_PATTERNS, ...DISTRESS_PATTERNS].map((p) => ({
  ...p,
  re: compile(p.source, 'g'),
}));
const IMMEDIACY_RE = compile(IMMEDIACY);
const NOT_IMMEDIATE_RE = compile(NOT_IMMEDIATE, 'g');
const STRESSOR_RE = compile(STRESSORS);

/** A negation in the three words before a match cancels it ("i would never", "i am not going to"). */
const NEGATION_RE = /\b(not|never|no way|nah|nobody is going to)\b/;
/** ...unless the negation is part of a phrase that keeps the risk: "can not stop", "not sure". */
const KEEPS_RISK_RE = /\b(can not stop|could not stop|not stop|not sure|not know|not help|never (felt|wanted|been) [a-z ]*(more|so|this|like)|not want to live)\b/;
const INTENSIFIED_RE = /\b(more than ever|so much|this much|than ever|like this before)\b/;

function negated(clause: string, index: number): boolean {
  const before = clause.slice(0, index).trim().split(/\s+/).slice(-3).join(' ');
  if (!NEGATION_RE.test(before)) return false;
  return !KEEPS_RISK_RE.test(clause) && !INTENSIFIED_RE.test(clause);
}

export interface ScreeningDetail extends Screening {
  matches: string[];
}

/** Screening with the ids of the patterns that fired: for tests and review, never for users. */
export function screenDetail(text: string): ScreeningDetail {
  const normalized = normalize(text);
  let tier: RiskTier = 'none';
  let research = false;
  const matches: string[] = [];

  // Each clause, then the whole message as one run: "so done. like done done. with life".
  const parts = clauses(normalized);
  const whole = normalized.replace(/[.!?,;:]+/g, ' ').replace(/\s+/g, ' ');
  const runs = [...parts, whole];
  for (const [i, clause] of runs.entries()) {
    // "Now" only counts in the clause that says it, not from another sentence of the message.
    const immediate = i < parts.length && IMMEDIACY_RE.test(clause.replace(NOT_IMMEDIATE_RE, ' '));
    for (const pattern of PATTERNS) {
      for (const m of clause.matchAll(pattern.re)) {
        if (pattern.negatable !== false && negated(clause, m.index)) continue;
        matches.push(pattern.id);
        let found: RiskTier = pattern.tier;
        if (found === 'active' && immediate) found = 'imminent';
        if (pattern.research) research = true;
        tier = maxTier(tier, found);
        break;
      }
    }
  }
  // Asking about heights or means after a loss or amid distress reads as intent (notes 4.1).
  const context = STRESSOR_RE.test(normalized) || matches.some((id) => id !== 'tall-places' && id !== 'means-research');
  if (research && context) tier = maxTier(tier, 'active');
  return { tier, crisis: tierRank(tier) >= tierRank('passive'), matches: [...new Set(matches)] };
}

/** The user's message, before the model sees it. Pure and synchronous: runs on every turn. */
export function screenMessage(text: string): Screening {
  const { tier, crisis } = screenDetail(text);
  return { tier, crisis };
}

/**
 * The model's reply, before the user sees it. Blocks self-harm means or methods, claims of a
 * clinical role, diagnoses and claims to be human (notes 4.3 "output-side violations").
 */
export function screenReply(text: string): { ok: boolean; reason?: ReplyViolation } {
  const normalized = normalize(text);
  for (const rule of REPLY_RULES) {
    if (rule.re.test(normalized)) return { ok: false, reason: rule.reason };
  }
  return { ok: true };
}
