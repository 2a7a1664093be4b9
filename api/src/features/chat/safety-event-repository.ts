import type { Database } from '../../infra/db/database.ts';

export type LoggedTier = 'distress' | 'passive' | 'active' | 'imminent';

/**
 * The de-identified screening log: only a tier and a time, for yearly referral counts. Never
 * add content, a user id or a session id here; that is the point of this table.
 */
export function createSafetyEventRepository(db: Database) {
  return {
    async record(tier: LoggedTier): Promise<void> {
      await db.query(`INSERT INTO safety_events (tier) VALUES ($1)`, [tier]);
    },
  };
}

export type SafetyEventRepository = ReturnType<typeof createSafetyEventRepository>;
