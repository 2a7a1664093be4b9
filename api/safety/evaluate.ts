import { tierRank, type RiskTier } from '../src/features/chat/safety/risk-types.ts';
import type { Example } from './corpus.ts';

/** A screen under test: the message, the person's earlier messages (oldest first) -> a tier. */
export type ScreenFn = (text: string, context: string[]) => RiskTier;

const PASSIVE = tierRank('passive');

/**
 * Caught = the reply the person needs was given: any signal for a distress example (check-in,
 * never a wall), the crisis reply for passive and above. "At tier" is stricter: screened at the
 * labelled tier or higher (an imminent message gets 911 first).
 */
export function caught(label: RiskTier, got: RiskTier): boolean {
  if (label === 'none') return false;
  return tierRank(got) >= Math.min(tierRank(label), PASSIVE);
}

interface Tally {
  n: number;
  caught: number;
  atTier: number;
}

export interface Report {
  size: number;
  tiers: Record<string, Tally>;
  categories: Record<string, Tally & { negatives: number; falseAlarms: number }>;
  none: { n: number; falseAlarms: number; anySignal: number };
  /** Merely sad (distress) examples that got the full crisis reply rather than a check-in. */
  overEscalated: { n: number; crisis: number };
  misses: { id: string; category: string; label: RiskTier; got: RiskTier }[];
  /** Ids of tier-none examples that got the crisis reply. */
  falseAlarms: string[];
}

export function evaluate(examples: Example[], screen: ScreenFn): Report {
  const r: Report = {
    size: examples.length,
    tiers: {},
    categories: {},
    none: { n: 0, falseAlarms: 0, anySignal: 0 },
    overEscalated: { n: 0, crisis: 0 },
    misses: [],
    falseAlarms: [],
  };
  for (const e of examples) {
    const got = screen(e.text, e.context ?? []);
    const cat = (r.categories[e.category] ??= { n: 0, caught: 0, atTier: 0, negatives: 0, falseAlarms: 0 });
    if (e.tier === 'none') {
      r.none.n++;
      cat.negatives++;
      if (tierRank(got) >= PASSIVE) {
        r.none.falseAlarms++;
        cat.falseAlarms++;
        r.falseAlarms.push(e.id);
      }
      if (got !== 'none') r.none.anySignal++;
      continue;
    }
    if (e.tier === 'distress') {
      r.overEscalated.n++;
      if (tierRank(got) >= PASSIVE) r.overEscalated.crisis++;
    }
    const tier = (r.tiers[e.tier] ??= { n: 0, caught: 0, atTier: 0 });
    const ok = caught(e.tier, got);
    const at = tierRank(got) >= tierRank(e.tier);
    for (const t of [tier, cat]) {
      t.n++;
      if (ok) t.caught++;
      if (at) t.atTier++;
    }
    if (!ok) r.misses.push({ id: e.id, category: e.category, label: e.tier, got });
  }
  return r;
}

const pct = (a: number, b: number) => (b === 0 ? '   -  ' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

/** The figures as printed by `npm run safety:eval` (ids of misses only: no message text in logs). */
export function formatReport(name: string, r: Report): string {
  const lines = [`${name}: ${r.size} examples`, '', 'recall per tier          caught            at labelled tier or above'];
  for (const t of ['imminent', 'active', 'passive', 'distress']) {
    const x = r.tiers[t];
    if (x)
      lines.push(
        `  ${t.padEnd(22)} ${String(x.caught).padStart(3)}/${String(x.n).padEnd(3)} ${pct(x.caught, x.n)}   ${String(x.atTier).padStart(3)}/${String(x.n).padEnd(3)} ${pct(x.atTier, x.n)}`,
      );
  }
  lines.push('', 'recall per category (at-risk examples)      false alarms (tier none screened passive+)');
  for (const [c, x] of Object.entries(r.categories).sort()) {
    const recall = x.n ? `${String(x.caught).padStart(3)}/${String(x.n).padEnd(3)} ${pct(x.caught, x.n)}` : '      -         ';
    const fa = x.negatives ? `${x.falseAlarms}/${x.negatives}` : '-';
    lines.push(`  ${c.padEnd(22)} ${recall}                 ${fa}`);
  }
  lines.push(
    '',
    `false alarms: ${r.none.falseAlarms}/${r.none.n} = ${pct(r.none.falseAlarms, r.none.n).trim()} of tier-none examples got the crisis reply`,
    `any signal:   ${r.none.anySignal}/${r.none.n} = ${pct(r.none.anySignal, r.none.n).trim()} of tier-none examples got at least a check-in`,
    `over-escalated: ${r.overEscalated.crisis}/${r.overEscalated.n} = ${pct(r.overEscalated.crisis, r.overEscalated.n).trim()} of distress examples got the crisis reply rather than a check-in`,
  );
  return lines.join('\n');
}
