import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, loadCorpus } from '../../safety/corpus.ts';
import { CRISIS_PATTERNS } from '../../src/features/chat/safety/crisis-lexicon.ts';
import { clauses, compile, normalize } from '../../src/features/chat/safety/normalize.ts';
import { tripwire } from '../../src/features/chat/safety/tripwire.ts';

/**
 * A pattern's gate (risk-types.ts) is a word every match contains, tested once per message so the
 * pattern is skipped when it cannot match: for speed only. On every line of the corpora, a gated
 * pattern that matches must find its gate, so no gate hides a match.
 */
const texts = fs.readdirSync(CORPUS_DIR).flatMap((dir) => loadCorpus(path.join(CORPUS_DIR, dir)).flatMap((e) => [e.text, ...(e.context ?? [])]));
const gated = CRISIS_PATTERNS.filter((p) => p.gate);

describe('pattern gates', () => {
  it('there are gated patterns, and every one of them matches something in the corpora', () => {
    expect(gated.length).toBeGreaterThanOrEqual(5);
  });

  it('no gate hides a match on any corpus line', () => {
    const hidden: string[] = [];
    for (const text of texts) {
      const normalized = normalize(text);
      const runs = [...clauses(normalized), normalized.replace(/[.!?,;:]+/g, ' ')];
      for (const p of gated) {
        const re = compile(p.source);
        if (runs.some((r) => re.test(r)) && !compile(p.gate!).test(normalized)) hidden.push(`${p.id}: ${text.slice(0, 60)}`);
      }
    }
    expect(hidden).toEqual([]);
  });

  it('a gated pattern still fires when its gate word is there', () => {
    expect(tripwire('i took 40 of my sleeping pills').matches).toContain('took-overdose');
    expect(tripwire('is 30 tylenol enough to not wake up').matches).toContain('enough-medicine');
  });
});
