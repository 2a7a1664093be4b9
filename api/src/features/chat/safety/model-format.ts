/** The learned screen's heads and the shape of model/weights.json (written by api/safety/train.ts). */
export const TIER_HEADS = ['distress', 'passive', 'active', 'imminent'] as const;
export const CATEGORY_HEADS = ['self_harm', 'abuse_at_home', 'sexual_abuse', 'harm_to_others'] as const;
export type HeadName = (typeof TIER_HEADS)[number] | (typeof CATEGORY_HEADS)[number];

export interface StoredHead {
  bias: number;
  /** Weights are int8 (base64), times `scale`: a 32k-bucket head is 32 KB. */
  scale: number;
  threshold: number;
  /** A lower threshold for a message with a risk cue word (risk-cues.ts): two weak signals. */
  cueThreshold: number;
  weights: string;
}
export interface StoredModel {
  version: 1;
  dim: number;
  trainedOn: { examples: number; files: string[] };
  heads: Record<HeadName, StoredHead>;
}

export const WEIGHTS_URL = new URL('./model/weights.json', import.meta.url);
