import { normalize } from './normalize.ts';

/**
 * Hashed features for the learned screen (classifier.ts), shared by training (api/safety/train.ts)
 * and inference so the two can never drift apart.
 *
 * Why these: word unigrams and bigrams carry meaning ("saving up", "not wake"), and pairs one word
 * apart carry it through a filler ("took all my pills", "took the pills"); character 3- to
 * 5-grams inside words carry typos, slang and inflections the training set never spelled
 * ("pils", "unaliving", "morirme"), which is what lets a small model generalise. The text is
 * normalised first (normalize.ts: case, accents, leetspeak, repeated letters, known slang).
 * Hashing (FNV-1a into 2^DIM_BITS buckets) keeps the model a fixed, small size with no vocabulary.
 */
export const DIM_BITS = 16;
export const DIM = 1 << DIM_BITS;
const MASK = DIM - 1;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export interface SparseVector {
  index: Int32Array;
  value: Float32Array;
}

/** Binary features of already-normalised text, scaled to unit length (long texts don't dominate). */
export function featuresOfNormalized(text: string): SparseVector {
  const words = text
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(' ')
    .filter(Boolean);
  const seen = new Set<number>();
  const add = (key: string) => seen.add(fnv1a(key) & MASK);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    add(`w ${w}`);
    if (i > 0) add(`b ${words[i - 1]} ${w}`);
    if (i > 1) add(`s ${words[i - 2]} ${w}`);
    const padded = `<${w}>`;
    for (let n = 3; n <= 5; n++) {
      for (let j = 0; j + n <= padded.length; j++) add(`c ${padded.slice(j, j + n)}`);
    }
  }
  const index = Int32Array.from(seen);
  const scale = index.length ? 1 / Math.sqrt(index.length) : 0;
  return { index, value: new Float32Array(index.length).fill(scale) };
}

export function features(text: string): SparseVector {
  return featuresOfNormalized(normalize(text));
}
