import { CRISIS_PATTERNS, IMMEDIACY, NOT_IMMEDIATE } from './crisis-lexicon.ts';
import { DISTRESS_PATTERNS, PASSIVE_PATTERNS, STRESSORS } from './distress-lexicon.ts';
import { SIGN_PATTERNS } from './sign-lexicon.ts';
import { ACT_PATTERNS } from './act-lexicon.ts';
import { MOMENT_PATTERNS } from './moment-lexicon.ts';
import { WISH_PATTERNS } from './wish-lexicon.ts';
import { TOPIC_PATTERNS } from './topic-lexicon.ts';
import { clauses, compile, normalize } from './normalize.ts';
import { METHOD_WORDS } from './ordinary-frames.ts';
import type { CrisisCategory } from './crisis.ts';
import { maxTier, tierRank, type RiskPattern, type RiskTier } from './risk-types.ts';

/**
 * The lexical tripwire (notes 4.2): hand-written patterns over normalised text, deterministic and
 * auditable, the first layer of the crisis screen (screen.ts). It catches the explicit phrasings
 * exactly and reads negation and "now" within a clause; the learned layer covers what it misses.
 */

interface Compiled extends RiskPattern {
  re: RegExp;
  gateRe?: RegExp;
  ordinaryRe?: RegExp;
}

const PATTERNS: Compiled[] = [
  ...CRISIS_PATTERNS,
  ...SIGN_PATTERNS,
  ...ACT_PATTERNS,
  ...MOMENT_PATTERNS,
  ...WISH_PATTERNS,
  ...TOPIC_PATTERNS,
  ...PASSIVE_PATTERNS,
  ...DISTRESS_PATTERNS,
].map((p) => ({
  ...p,
  re: compile(p.source, 'g'),
  ...(p.gate ? { gateRe: compile(p.gate) } : {}),
  ...(p.ordinary ? { ordinaryRe: compile(p.ordinary) } : {}),
}));
const IMMEDIACY_RE = compile(IMMEDIACY);
const NOT_IMMEDIATE_RE = compile(NOT_IMMEDIATE, 'g');
const STRESSOR_RE = compile(STRESSORS);
const METHOD_RE = compile(METHOD_WORDS);

/** A negation in the three words before a match cancels it ("i would never", "i am not going to"). */
const NEGATION_RE = /\b(not|never|no way|nah|nobody is going to)\b/;
/** ...unless the negation is part of a phrase that keeps the risk: "can not stop", "not sure". */
const KEEPS_RISK_RE =
  /\b(can not stop|could not stop|not stop|not sure|not know|not help|never (felt|wanted|been) [a-z ]*(more|so|this|like)|not want to live)\b/;
const INTENSIFIED_RE = /\b(more than ever|so much|this much|than ever|like this before)\b/;

function negated(clause: string, index: number): boolean {
  const before = clause.slice(0, index).trim().split(/\s+/).slice(-3).join(' ');
  if (!NEGATION_RE.test(before)) return false;
  return !KEEPS_RISK_RE.test(clause) && !INTENSIFIED_RE.test(clause);
}

export interface TripwireResult {
  tier: RiskTier;
  /** Ids of the patterns that fired: for tests and review, never for users. */
  matches: string[];
  /** The topic of the strongest topical pattern that fired, if any (topic-lexicon.ts). */
  category?: CrisisCategory;
  /** A crisis pattern matched but was negated ("i am not going to kill myself"). */
  negated: boolean;
  /** Every risk phrase that matched had an everyday reason beside it (ordinary-frames.ts). */
  framed: boolean;
}

export function tripwire(text: string): TripwireResult {
  const normalized = normalize(text);
  let tier: RiskTier = 'none';
  let research = false;
  const matches: string[] = [];
  let category: CrisisCategory | undefined;
  let categoryTier: RiskTier = 'none';
  let negatedRisk = false;
  let framedRisk = false;
  const frameable = !METHOD_RE.test(normalized);
  let unframedRisk = false;

  // Each clause, then the whole message as one run: "so done. like done done. with life".
  // Patterns whose gate word is absent cannot match anywhere in this message.
  const patterns = PATTERNS.filter((p) => !p.gateRe || p.gateRe.test(normalized));
  const parts = clauses(normalized);
  const whole = normalized.replace(/[.!?,;:]+/g, ' ').replace(/\s+/g, ' ');
  // A message of one clause is its own whole: read it once (half the cost of most messages).
  const runs = parts.length === 1 && parts[0] === whole.trim() ? parts : [...parts, whole];
  for (const [i, clause] of runs.entries()) {
    // "Now" only counts in the clause that says it, not from another sentence of the message.
    const immediate = i < parts.length && IMMEDIACY_RE.test(clause.replace(NOT_IMMEDIATE_RE, ' '));
    for (const pattern of patterns) {
      for (const m of clause.matchAll(pattern.re)) {
        if (pattern.negatable !== false && negated(clause, m.index)) {
          if (pattern.tier !== 'distress') negatedRisk = true;
          continue;
        }
        matches.push(pattern.id);
        let found: RiskTier = pattern.tier;
        if (found === 'active' && immediate) found = 'imminent';
        // An everyday reason in the same message (ordinary-frames.ts): a check-in, not a crisis.
        if (frameable && pattern.ordinaryRe?.test(normalized)) {
          found = 'distress';
          framedRisk = true;
        } else if (pattern.tier !== 'distress') unframedRisk = true;
        if (pattern.research) research = true;
        if (pattern.category && tierRank(found) > tierRank(categoryTier)) {
          category = pattern.category;
          categoryTier = found;
        }
        tier = maxTier(tier, found);
        break;
      }
    }
  }
  // Asking about heights or means after a loss or amid distress reads as intent (notes 4.1).
  const context = STRESSOR_RE.test(normalized) || matches.some((id) => id !== 'tall-places' && id !== 'means-research');
  if (research && context) tier = maxTier(tier, 'active');
  return { tier, matches: [...new Set(matches)], negated: negatedRisk, framed: framedRisk && !unframedRisk, ...(category ? { category } : {}) };
}
