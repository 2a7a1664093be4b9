import { describe, expect, it } from 'vitest';
import { screenMessage, type RiskTier } from '../../src/features/chat/safety/screen.ts';
import { TIER_ORDER, tierRank } from '../../src/features/chat/safety/risk-types.ts';
import { SCREENING_CASES } from './screening-cases.ts';

const results = SCREENING_CASES.map((c) => ({ ...c, got: screenMessage(c.text) }));

describe('screenMessage on the labelled set', () => {
  it('has at least 150 cases covering every kind of phrasing', () => {
    expect(SCREENING_CASES.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(SCREENING_CASES.map((c) => c.kind));
    for (const kind of ['direct', 'indirect', 'negated', 'slang', 'misspelled', 'false_friend']) expect(kinds).toContain(kind);
    for (const tier of TIER_ORDER) expect(SCREENING_CASES.some((c) => c.tier === tier)).toBe(true);
  });

  it('misses no active or imminent case (screened at active or above)', () => {
    const missed = results
      .filter((r) => tierRank(r.tier) >= tierRank('active') && tierRank(r.got.tier) < tierRank('active'))
      .map((r) => `${r.tier} -> ${r.got.tier}: ${r.text}`);
    expect(missed).toEqual([]);
  });

  it('flags every passive-or-above case as crisis', () => {
    const missed = results
      .filter((r) => tierRank(r.tier) >= tierRank('passive') && !r.got.crisis)
      .map((r) => `${r.tier} -> ${r.got.tier}: ${r.text}`);
    expect(missed).toEqual([]);
  });

  it('keeps false alarms rare and reports the confusion matrix', () => {
    const negatives = results.filter((r) => tierRank(r.tier) < tierRank('passive'));
    const falsePositives = negatives.filter((r) => r.got.crisis);
    const rate = falsePositives.length / negatives.length;

    const matrix: Record<RiskTier, Record<RiskTier, number>> = Object.fromEntries(
      TIER_ORDER.map((t) => [t, Object.fromEntries(TIER_ORDER.map((g) => [g, 0]))]),
    ) as Record<RiskTier, Record<RiskTier, number>>;
    for (const r of results) matrix[r.tier][r.got.tier] += 1;
    const exact = results.filter((r) => r.tier === r.got.tier).length;

    console.log(`screening: ${results.length} cases, exact tier ${exact}/${results.length}`);
    console.log(`false-positive rate (none/distress flagged crisis): ${falsePositives.length}/${negatives.length} = ${(rate * 100).toFixed(1)}%`);
    for (const fp of falsePositives) console.log(`  false positive: "${fp.text}" -> ${fp.got.tier}`);
    console.log('confusion (rows = label, columns = screened):');
    console.table(matrix);

    // Recall on passive+ matters more than precision (notes 4.4.5), but alarm fatigue is real.
    expect(rate).toBeLessThan(0.1);
  });
});

describe('screenMessage behaviour', () => {
  it('is conservative with an ambiguous wish to die and reads negation within a clause', () => {
    expect(screenMessage('I would never kill myself, but sometimes I wish I could disappear').crisis).toBe(true);
    // Negated: never the crisis reply (at most a check-in, the learned layer is capped).
    expect(screenMessage("I'm not going to kill myself").crisis).toBe(false);
    expect(screenMessage("I can't stop thinking about killing myself").tier).toBe('active');
  });

  it('raises active thoughts with a time of now to imminent', () => {
    expect(screenMessage('I want to kill myself').tier).toBe('active');
    expect(screenMessage('I want to kill myself right now').tier).toBe('imminent');
    expect(screenMessage("I've wanted to kill myself for years now").tier).toBe('active');
  });

  it('reads across sentence breaks', () => {
    expect(screenMessage('im so done. like done done. with life').crisis).toBe(true);
  });

  it('screens a message of the maximum length (4000 characters) quickly, on every turn', () => {
    const long = 'Work was a lot today and my manager keeps adding deadlines, so I feel tense. '.repeat(52).slice(0, 4000);
    const started = performance.now();
    expect(screenMessage(long).crisis).toBe(false);
    const cut = long.slice(0, long.lastIndexOf('.', 3970) + 1);
    expect(screenMessage(`${cut} I want to kill myself.`).tier).toBe('active');
    // Generous bound for a loaded 2-core CI machine; typical is ~30 ms per call.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads a sleepless night as distress, not a crisis, while "sleep and not wake up" stays at risk', () => {
    for (const text of [
      "I can't sleep again, it's 3am and my head won't stop.",
      'Having trouble sleeping and my mind keeps racing about work.',
      "It's 2am and I cannot fall asleep, I keep replaying the meeting.",
    ]) {
      const s = screenMessage(text);
      expect({ text, crisis: s.crisis }).toEqual({ text, crisis: false });
    }
    expect(screenMessage('I just want to go to sleep and never wake up').crisis).toBe(true);
    // After a sleepless night, the next ordinary message is not read as a crisis by the two together.
    expect(screenMessage('Mostly work. My manager keeps piling things on.', ["I can't sleep again, it's 3am and my head won't stop."]).crisis).toBe(
      false,
    );
  });

  it('treats empty and non-text input as no risk', () => {
    expect(screenMessage('')).toMatchObject({ tier: 'none', crisis: false });
    expect(screenMessage('   ...  ')).toMatchObject({ tier: 'none', crisis: false });
    expect(screenMessage('🙂🙂🙂')).toMatchObject({ tier: 'none', crisis: false });
  });
});
