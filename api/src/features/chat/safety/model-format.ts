/** The learned screen's heads and the shape of model/weights.json (written by api/safety/train.ts). */
export const TIER_HEADS = ['distress', 'passive', 'active', 'imminent'] as const;
export const CATEGORY_HEADS = ['self_harm', 'abuse_at_home', 'sexual_abuse', 'harm_to_others'] as const;
/**
 * Topic heads: one kind of risk each, learned against ordinary and merely sad messages only, and
 * used only to raise a message to the crisis reply. A plain linear tier head weighs every kind of
 * risk together, and kinds that are a small part of the corpus (a lethal-dose question dressed as
 * pharmacy, a farewell that never says why) stay under its bar.
 */
export const TOPIC_HEADS = ['topic_means', 'topic_farewell', 'topic_self_harm', 'topic_abuse'] as const;
/** The corpus categories each topic head learns as its positives. */
export const TOPIC_CATEGORIES: Record<(typeof TOPIC_HEADS)[number], readonly string[]> = {
  topic_means: ['means_question'],
  topic_farewell: ['farewell'],
  topic_self_harm: ['self_harm'],
  topic_abuse: ['abuse_at_home', 'sexual_abuse', 'harm_to_others'],
};
export type HeadName = (typeof TIER_HEADS)[number] | (typeof CATEGORY_HEADS)[number] | (typeof TOPIC_HEADS)[number];

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
