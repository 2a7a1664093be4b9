import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { classify, useModel } from '../../src/features/chat/safety/classifier.ts';
import { DIM } from '../../src/features/chat/safety/features.ts';
import {
  CATEGORY_HEADS,
  TIER_HEADS,
  TOPIC_HEADS,
  WEIGHTS_URL,
  type HeadName,
  type StoredModel,
} from '../../src/features/chat/safety/model-format.ts';

/**
 * The topic heads (model-format.ts) lift a message the tier heads read as merely sad to the
 * crisis reply when a topic head reads it as its kind of risk; they never lift an ordinary
 * message. A model whose heads answer the same for every text shows the rule itself.
 */
const zeros = Buffer.from(new Int8Array(DIM).buffer).toString('base64');
function modelWhere(firing: HeadName[]): StoredModel {
  const heads = Object.fromEntries(
    [...TIER_HEADS, ...CATEGORY_HEADS, ...TOPIC_HEADS].map((h) => [
      h,
      { bias: firing.includes(h) ? 8 : -8, scale: 1, threshold: 0.5, cueThreshold: 0.5, weights: zeros },
    ]),
  ) as StoredModel['heads'];
  return { version: 1, dim: DIM, trainedOn: { examples: 0, files: [] }, heads };
}

afterAll(() => useModel(JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as StoredModel));

describe('topic heads', () => {
  const text = 'some words for the heads to read';

  it.each(TOPIC_HEADS)('%s lifts a sad reading to active', (topic) => {
    useModel(modelWhere(['distress', topic]));
    expect(classify(text).tier).toBe('active');
  });

  it('a passive reading with a topic is lifted to active too', () => {
    useModel(modelWhere(['distress', 'passive', 'topic_farewell']));
    expect(classify(text).tier).toBe('active');
  });

  it('without a topic a sad reading stays a check-in', () => {
    useModel(modelWhere(['distress']));
    expect(classify(text).tier).toBe('distress');
  });

  it('a topic alone never lifts an ordinary message', () => {
    useModel(modelWhere(['topic_means', 'topic_abuse']));
    expect(classify(text).tier).toBe('none');
  });

  it('the trained model has every topic head', () => {
    const stored = JSON.parse(readFileSync(WEIGHTS_URL, 'utf8')) as StoredModel;
    for (const h of TOPIC_HEADS) expect(stored.heads[h]?.threshold).toBeGreaterThan(0.5);
  });
});
