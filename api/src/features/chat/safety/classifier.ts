import { readFileSync } from 'node:fs';
import { DIM, featuresOfNormalized, type SparseVector } from './features.ts';
import type { CrisisCategory } from './crisis.ts';
import { normalize } from './normalize.ts';
import { hasRiskCue } from './risk-cues.ts';
import { CATEGORY_HEADS, TIER_HEADS, TOPIC_HEADS, WEIGHTS_URL, type HeadName, type StoredHead, type StoredModel } from './model-format.ts';
import type { RiskTier } from './risk-types.ts';

/**
 * The learned layer of the crisis screen: one-vs-rest logistic regression over hashed word and
 * character n-grams (features.ts), trained by `npm run safety:train` from api/safety/corpus and
 * committed as model/weights.json (docs/decisions/010). Runs in-process, no network; a typical
 * message costs a few microseconds.
 *
 * Heads: four ordinal ones, P(tier >= distress | passive | active | imminent), each with the
 * threshold chosen by cross-validation on the training set (recall-weighted), and category heads
 * that pick which helpers the reply names (abuse at home, sexual abuse, harm to others, self-harm),
 * and topic heads (model-format.ts) that lift a sad-sounding message of their kind to the crisis reply.
 */
interface Head {
  bias: number;
  threshold: number;
  cueThreshold: number;
  w: Float32Array;
}

function loadHeads(model: StoredModel): Record<HeadName, Head> {
  if (model.dim !== DIM) throw new Error(`safety model has ${model.dim} buckets; features.ts makes ${DIM}: run npm run safety:train`);
  const out = {} as Record<HeadName, Head>;
  for (const [name, h] of Object.entries(model.heads) as [HeadName, StoredHead][]) {
    const raw = Buffer.from(h.weights, 'base64');
    const bytes = new Int8Array(raw.buffer, raw.byteOffset, raw.length);
    const w = new Float32Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) w[i] = bytes[i]! * h.scale;
    out[name] = { bias: h.bias, threshold: h.threshold, cueThreshold: h.cueThreshold, w };
  }
  return out;
}

let HEADS = loadHeads(JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as StoredModel);

/** Swaps in another model (training tools measure a candidate on a development split). */
export function useModel(model: StoredModel): void {
  HEADS = loadHeads(model);
}

function prob(head: Head, x: SparseVector): number {
  let z = head.bias;
  for (let i = 0; i < x.index.length; i++) z += head.w[x.index[i]!]! * x.value[i]!;
  return 1 / (1 + Math.exp(-z));
}

export interface Classification {
  tier: RiskTier;
  category: CrisisCategory;
  /** Each head's probability, for tests and the eval; never shown to anyone. */
  probs: Record<HeadName, number>;
}

/**
 * Long messages are read in windows (the whole text up to ~600 characters, and every pair of
 * neighbouring sentences), and each head keeps its highest score: one risky sentence inside a
 * long, calm message is not diluted away.
 */
function windows(normalized: string): string[] {
  const sentences = normalized.split(/(?<=[.!?;])\s+|\n+/).filter((s) => s.trim());
  const out = normalized.length <= 600 ? [normalized] : [];
  if (sentences.length > 1) for (let i = 0; i < sentences.length; i++) out.push(`${sentences[i]} ${sentences[i + 1] ?? ''}`);
  return out.length ? out : [normalized.slice(0, 600)];
}

/**
 * `wholeOnly`: one window, the last 600 characters. The conversation reading (screen.ts) uses it:
 * each message there was already read in windows on its own, and the joint reading is for what
 * only shows across messages, which the recent ones carry (and it halves the screen's p99 cost).
 */
export function classify(text: string, opts: { wholeOnly?: boolean } = {}): Classification {
  const normalized = normalize(text);
  const probs = Object.fromEntries([...TIER_HEADS, ...CATEGORY_HEADS, ...TOPIC_HEADS].map((h) => [h, 0])) as Record<HeadName, number>;
  if (!normalized) return { tier: 'none', category: 'suicide', probs };
  for (const win of opts.wholeOnly ? [normalized.slice(-600)] : windows(normalized)) {
    const x = featuresOfNormalized(win);
    for (const name of Object.keys(probs) as HeadName[]) probs[name] = Math.max(probs[name], prob(HEADS[name], x));
  }
  const cue = hasRiskCue(normalized);
  let tier: RiskTier = 'none';
  for (const t of TIER_HEADS) if (probs[t] >= (cue ? HEADS[t].cueThreshold : HEADS[t].threshold)) tier = t;
  let category: CrisisCategory = 'suicide';
  let best = 0;
  for (const c of CATEGORY_HEADS) {
    if (probs[c] >= HEADS[c].threshold && probs[c] > best) {
      best = probs[c];
      category = c;
    }
  }
  // A message the tier heads read as sad or passive, that a topic head reads as its kind of risk (a dose
  // question, a farewell, self-harm, abuse), gets the crisis reply: two readings agree on risk.
  // Measured across writers (npm run safety:train -- --writer-out <batch>): 44 more active and 16
  // more imminent messages of 1,590 caught for 4 more false alarms of 1,292 (docs/decisions/010).
  if ((tier === 'distress' || tier === 'passive') && TOPIC_HEADS.some((h) => probs[h] >= (cue ? HEADS[h].cueThreshold : HEADS[h].threshold)))
    tier = 'active';
  return { tier, category, probs };
}
