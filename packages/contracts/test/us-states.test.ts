import { describe, expect, it } from 'vitest';
import { US_STATE_CODES, US_STATES } from '../src/us-states.ts';

describe('US state list', () => {
  it('has the 50 states plus DC, each code unique and two letters', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATE_CODES).size).toBe(51);
    for (const s of US_STATES) expect(s.code).toMatch(/^[A-Z]{2}$/);
    expect(US_STATE_CODES).toContain('DC');
  });
  it('lists three-digit area codes, none shared between states', () => {
    const seen = new Map<string, string>();
    for (const s of US_STATES) {
      expect(s.areaCodes.length).toBeGreaterThan(0);
      for (const a of s.areaCodes) {
        expect(a).toMatch(/^[2-9]\d\d$/);
        expect(seen.get(a), `${a} in ${s.code} and ${seen.get(a)}`).toBeUndefined();
        seen.set(a, s.code);
      }
    }
    expect(US_STATES.find((s) => s.code === 'NY')?.areaCodes).toContain('212');
  });
});
