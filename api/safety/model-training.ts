/**
 * Training of the learned crisis screen (src/features/chat/safety/classifier.ts), used by train.ts.
 *
 * One-vs-rest logistic regression by SGD over hashed n-grams (features.ts), classes balanced,
 * L2 by weight decay, a fixed seed: the same corpus always gives the same bytes. Each head's
 * threshold comes from 5-fold cross-validation on the training set (chooseThreshold).
 */
import {
  CATEGORY_HEADS,
  TIER_HEADS,
  TOPIC_CATEGORIES,
  TOPIC_HEADS,
  type HeadName,
  type StoredModel,
} from '../src/features/chat/safety/model-format.ts';
import { DIM, features, type SparseVector } from '../src/features/chat/safety/features.ts';
import { normalize } from '../src/features/chat/safety/normalize.ts';
import { hasRiskCue } from '../src/features/chat/safety/risk-cues.ts';
import { tierRank } from '../src/features/chat/safety/risk-types.ts';
import type { Example } from './corpus.ts';
import { conversationText } from '../src/features/chat/safety/conversation-text.ts';

const SEED = 20261123;
const EPOCHS = 10;
const LAMBDA = 1e-2;
const LR = 0.2;
const FOLDS = 5;

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Row {
  x: SparseVector;
  /** Labelled tier 'none': the examples the false-alarm budget is counted on. */
  none: boolean;
  /** The text has a risk cue word (risk-cues.ts). */
  cue: boolean;
  /** Per head: 1, 0, or undefined when the example says nothing about that head. */
  y: Partial<Record<HeadName, 0 | 1>>;
}

/** Categories whose topic is unknown to the category heads (a language, the project's cases). */
const TOPIC_UNKNOWN = new Set(['spanish', 'project', 'multi_turn']);

function labels(e: Example): Row['y'] {
  const y: Row['y'] = {};
  for (const t of TIER_HEADS) y[t] = tierRank(e.tier) >= tierRank(t) ? 1 : 0;
  // A topic head: its kind of risk against ordinary and merely sad messages; other risk says
  // nothing about it.
  for (const h of TOPIC_HEADS) {
    if (tierRank(e.tier) <= tierRank('distress')) y[h] = 0;
    else if (TOPIC_CATEGORIES[h].includes(e.category)) y[h] = 1;
  }
  for (const c of CATEGORY_HEADS) {
    if (e.tier === 'none') y[c] = 0;
    else if (!TOPIC_UNKNOWN.has(e.category)) y[c] = e.category === c ? 1 : 0;
  }
  return y;
}

function train(rows: Row[], head: HeadName, seed: number): { w: Float64Array; bias: number } {
  const use = rows.filter((r) => r.y[head] !== undefined);
  const pos = use.filter((r) => r.y[head] === 1).length;
  const neg = use.length - pos;
  const w = new Float64Array(DIM);
  let bias = 0;
  if (pos === 0 || neg === 0) return { w, bias: pos ? 4 : -4 };
  const cw = { 1: use.length / (2 * pos), 0: use.length / (2 * neg) };
  const order = use.map((_, i) => i);
  const random = rng(seed);
  // AdaGrad: each weight's step shrinks with its own gradient history, so rare n-grams (a typo,
  // a slang word) learn as fast as common ones and the bias cannot drown the features.
  const g2 = new Float64Array(DIM);
  let b2 = 0;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const k of order) {
      const { x, y } = use[k]!;
      const target = y[head]!;
      let z = bias;
      for (let i = 0; i < x.index.length; i++) z += w[x.index[i]!]! * x.value[i]!;
      const g = (1 / (1 + Math.exp(-z)) - target) * cw[target];
      b2 += g * g;
      bias -= (LR * g) / (Math.sqrt(b2) + 1e-8);
      for (let i = 0; i < x.index.length; i++) {
        const j = x.index[i]!;
        const gi = g * x.value[i]! + LAMBDA * w[j]!;
        g2[j]! += gi * gi;
        w[j]! -= (LR * gi) / (Math.sqrt(g2[j]!) + 1e-8);
      }
    }
  }
  return { w, bias };
}

const score = (m: { w: Float64Array; bias: number }, x: SparseVector) => {
  let z = m.bias;
  for (let i = 0; i < x.index.length; i++) z += m.w[x.index[i]!]! * x.value[i]!;
  return 1 / (1 + Math.exp(-z));
};

/**
 * Out-of-fold false-alarm budget per head: the share of tier-none examples the head may flag.
 * Why budgets rather than F2: recall is what matters, but a screen that answers everyday talk
 * with a crisis reply teaches people to ignore it; the project's target is at most 5% false
 * alarms for the whole screen (issue 8), and the tripwire and the conversation floor spend some.
 * A check-in (distress) costs little, so its budget is larger. Category heads pick a reply's
 * helpers among at-risk messages only, so they keep the best F1 instead.
 */
/** Topic heads only lift a message the tier heads already read as sad, so their bar is high. */
const TOPIC_BUDGET = 0.002;
const BUDGET: Partial<Record<HeadName, number>> = {
  distress: 0.06,
  passive: 0.015,
  active: 0.0125,
  imminent: 0.0075,
  topic_means: TOPIC_BUDGET,
  topic_farewell: TOPIC_BUDGET,
  topic_self_harm: TOPIC_BUDGET,
  topic_abuse: TOPIC_BUDGET,
};

function chooseThreshold(rows: Row[], head: HeadName, log: boolean): { threshold: number; cueThreshold: number } {
  const random = rng(SEED + 7);
  const fold = rows.map(() => Math.floor(random() * FOLDS));
  const preds: { p: number; y: 0 | 1; none: boolean; cue: boolean }[] = [];
  for (let f = 0; f < FOLDS; f++) {
    const m = train(
      rows.filter((_, i) => fold[i] !== f),
      head,
      SEED + f,
    );
    rows.forEach((r, i) => {
      if (fold[i] === f && r.y[head] !== undefined) preds.push({ p: score(m, r.x), y: r.y[head]!, none: r.none, cue: r.cue });
    });
  }
  const budget = BUDGET[head];
  const nones = preds.filter((p) => p.none);
  let best = { t: 0.5, value: -1 };
  for (let t = 0.1; t <= 0.9001; t += 0.01) {
    const tp = preds.filter((p) => p.y === 1 && p.p >= t).length;
    const fp = preds.filter((p) => p.y === 0 && p.p >= t).length;
    const fn = preds.filter((p) => p.y === 1 && p.p < t).length;
    let value: number;
    if (budget !== undefined) {
      // The lowest threshold (highest recall) whose false alarms stay within the budget.
      const fa = nones.filter((p) => p.p >= t).length / (nones.length || 1);
      value = fa <= budget ? 1 - t : -1;
    } else {
      value = (2 * tp) / (2 * tp + fn + fp || 1);
    }
    if (value > best.value) best = { t: Math.round(t * 100) / 100, value };
  }
  // With a cue word the bar may drop until the head's false alarms reach twice its budget.
  let cueT = best.t;
  const fires = (p: { p: number; cue: boolean }, t: number) => p.p >= best.t || (p.cue && p.p >= t);
  if (budget !== undefined) {
    for (let t = best.t; t >= 0.1; t -= 0.01) {
      if (nones.filter((p) => fires(p, t)).length / (nones.length || 1) > 1.5 * budget) break;
      cueT = Math.round(t * 100) / 100;
    }
  }
  const positives = preds.filter((p) => p.y === 1);
  const recall = positives.filter((p) => fires(p, cueT)).length / (positives.length || 1);
  const fa = nones.filter((p) => fires(p, cueT)).length / (nones.length || 1);
  if (log)
    console.log(
      `  ${head.padEnd(16)} threshold ${best.t.toFixed(2)} (with a cue ${cueT.toFixed(2)})  out-of-fold recall ${(100 * recall).toFixed(1)}%, none flagged ${(100 * fa).toFixed(1)}%  (${positives.length} positives of ${preds.length})`,
    );
  return { threshold: best.t, cueThreshold: cueT };
}

function quantize(w: Float64Array): { scale: number; weights: string } {
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let i = 0; i < w.length; i++) q[i] = Math.round(w[i]! / scale);
  return { scale, weights: Buffer.from(q.buffer).toString('base64') };
}

export function buildModel(examples: Example[], log = true): StoredModel {
  // Conversations are learned as the screen reads them: recent user turns, then the message.
  const rows: Row[] = examples.map((e) => {
    const text = conversationText(e.context ?? [], e.text);
    return { x: features(text), none: e.tier === 'none', cue: hasRiskCue(normalize(text)), y: labels(e) };
  });
  const heads = {} as StoredModel['heads'];
  for (const head of [...TIER_HEADS, ...CATEGORY_HEADS, ...TOPIC_HEADS]) {
    const thresholds = chooseThreshold(rows, head, log);
    const m = train(rows, head, SEED);
    heads[head] = { bias: Math.round(m.bias * 1e4) / 1e4, ...thresholds, ...quantize(m.w) };
  }
  const files = [...new Set(examples.map((e) => e.category))].sort();
  return { version: 1, dim: DIM, trainedOn: { examples: examples.length, files }, heads };
}

/** A stable 1-in-5 split by id, for --dev: the same examples are always held back. */
export const isDev = (e: Example) => fnv(e.id) % 5 === 0;
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
