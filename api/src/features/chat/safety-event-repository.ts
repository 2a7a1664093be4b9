import type { Database } from '../../infra/db/database.ts';
import type { CrisisCategory } from './safety/crisis.ts';
import type { RiskTier } from './safety/risk-types.ts';

export type LoggedTier = Exclude<RiskTier, 'none'>;

export interface SafetyDailyCount {
  day: string;
  tier: LoggedTier;
  category: CrisisCategory;
  count: number;
}

/**
 * The de-identified screening log: counts per UTC day, tier and category (migration 030), for
 * the yearly referral reports. Never add content, a user id, a session id or a time here; that
 * is the point of this table.
 */
export function createSafetyEventRepository(db: Database) {
  return {
    async record(tier: LoggedTier, category: CrisisCategory): Promise<void> {
      await db.query(
        `INSERT INTO safety_daily_counts (day, tier, category, count)
         VALUES ((now() AT TIME ZONE 'UTC')::date, $1, $2, 1)
         ON CONFLICT (day, tier, category) DO UPDATE SET count = safety_daily_counts.count + 1`,
        [tier, category],
      );
    },

    /** Counts between two UTC days, inclusive: what a yearly report reads. */
    async dailyCounts(from: string, to: string): Promise<SafetyDailyCount[]> {
      const { rows } = await db.query<{ day: string; tier: LoggedTier; category: CrisisCategory; count: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, tier, category, count FROM safety_daily_counts
          WHERE day BETWEEN $1 AND $2 ORDER BY day, tier, category`,
        [from, to],
      );
      return rows;
    },
  };
}

export type SafetyEventRepository = ReturnType<typeof createSafetyEventRepository>;
