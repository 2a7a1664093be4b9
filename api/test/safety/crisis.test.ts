import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES, crisisReply, safeReplacementReply } from '../../src/features/chat/safety/crisis.ts';
import type { RiskTier } from '../../src/features/chat/safety/screen.ts';

const TIERS: RiskTier[] = ['none', 'distress', 'passive', 'active', 'imminent'];
const CLINICAL = /therap|counsel|clinic|diagnos|disorder|ideation|patient|symptom|psychiatr/i;

describe('crisis resources', () => {
  it('lists 988 call, text and chat, the Crisis Text Line and 911 with working links', () => {
    const hrefs = CRISIS_RESOURCES.map((r) => r.href);
    expect(hrefs).toEqual(expect.arrayContaining(['tel:988', 'sms:988', 'sms:741741?&body=HOME', 'tel:911']));
    expect(hrefs.some((h) => h.startsWith('https://988lifeline.org'))).toBe(true);
    expect(CRISIS_RESOURCES.find((r) => r.href.startsWith('sms:741741'))?.detail).toMatch(/text HOME to 741741/i);
  });
});

describe('crisisReply', () => {
  it.each(TIERS)('at %s always gives 988 call/text, the chat, 741741 and 911, in plain words', (tier) => {
    for (let seed = 0; seed < 8; seed++) {
      const reply = crisisReply(tier, seed);
      expect(reply).toMatch(/call or text 988/i);
      expect(reply).toContain('988lifeline.org');
      expect(reply).toMatch(/text HOME to 741741/);
      expect(reply).toContain('911');
      expect(reply).not.toMatch(CLINICAL);
    }
  });

  it('puts care and the resources in the first two sentences for passive and active', () => {
    for (const tier of ['passive', 'active'] as const) {
      const [first = '', second = '', third = ''] = crisisReply(tier, 1).split(/(?<=[.?!])\s+/);
      expect(`${first} ${second} ${third}`).toMatch(/988/);
      expect(first).toMatch(/glad|thank|hear/i);
    }
  });

  it('puts 911 first for imminent danger and asks about safety', () => {
    const reply = crisisReply('imminent', 0);
    expect(reply.indexOf('911')).toBeLessThan(reply.indexOf('988'));
    expect(reply).toMatch(/safe right now/i);
  });

  it('varies its wording by seed', () => {
    const replies = new Set([0, 1, 2].map((seed) => crisisReply('active', seed)));
    expect(replies.size).toBe(3);
    expect(crisisReply('passive', 4)).toBe(crisisReply('passive', 4));
  });

  it('the replacement reply is safe and points to help', () => {
    const reply = safeReplacementReply();
    expect(reply).toMatch(/988/);
    expect(reply).toMatch(/741741/);
    expect(reply).toMatch(/not a human or a licensed professional/);
  });
});
