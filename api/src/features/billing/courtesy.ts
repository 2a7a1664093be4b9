import type { Queryable } from '../../infra/db/database.ts';

/**
 * Courtesy Pro: Pro given by an administrator without a payment (a tester, a partner, someone
 * whose card trouble support is sorting out). It is one row per user beside the Stripe
 * subscriptions, and the plan rule (refreshUserPlan) reads both, so a later webhook never
 * removes a courtesy grant and revoking it never touches a paid subscription.
 */
export const courtesyRepository = {
  async has(db: Queryable, userId: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM courtesy_pro WHERE user_id = $1', [userId]);
    return rows.length > 0;
  },

  /** Returns true when something changed. */
  async grant(db: Queryable, userId: string, grantedBy: string): Promise<boolean> {
    const { rowCount } = await db.query('INSERT INTO courtesy_pro (user_id, granted_by) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
      userId,
      grantedBy,
    ]);
    return (rowCount ?? 0) > 0;
  },

  async revoke(db: Queryable, userId: string): Promise<boolean> {
    const { rowCount } = await db.query('DELETE FROM courtesy_pro WHERE user_id = $1', [userId]);
    return (rowCount ?? 0) > 0;
  },
};
