import { toPlan, type Plan } from '@luna/contracts';
import type { Database } from '../../infra/db/database.ts';

/**
 * All SQL of daily_usage (accounts) and visitor_usage (no account).
 *
 * The day is always the UTC date computed here, on the server: one time zone for everyone, so
 * a client cannot move its clock or claim a time zone to get a fresh day, and every API
 * instance agrees on when the day turns. (A user in California sees the count reset at 4 or
 * 5 pm local time; the status endpoint says exactly when, in resetsAt.)
 *
 * Charging is one statement, never read-then-write: concurrent charges for the same user queue
 * on the row lock, and PostgreSQL re-checks the WHERE against the committed row, so 50
 * simultaneous sends on the free plan charge exactly 4 (see docs/notes/performance-and-reliability.md
 * Part 1c, pattern A).
 */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function nextUtcMidnight(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** Keep visitor rows a week: enough for "today", small enough to stay tiny. */
const VISITOR_ROWS_KEPT_DAYS = 7;

export function createUsageRepository(db: Database) {
  return {
    /**
     * Charges one message to the user's count for `day` if it stays within `limit` (null =
     * unlimited, still counted). Returns the new count, or null when the limit is reached.
     */
    async charge(userId: string, day: string, limit: number | null): Promise<number | null> {
      const { rows } = await db.query<{ count: number }>(
        `INSERT INTO daily_usage AS q (user_id, day, count) VALUES ($1, $2::date, 1)
         ON CONFLICT (user_id) DO UPDATE
           SET count = CASE WHEN q.day < EXCLUDED.day THEN 1 ELSE q.count + 1 END,
               day = GREATEST(q.day, EXCLUDED.day),
               updated_at = now()
         WHERE q.day < EXCLUDED.day OR $3::int IS NULL OR q.count < $3::int
         RETURNING count`,
        [userId, day, limit],
      );
      return rows[0]?.count ?? null;
    },

    /** Gives a charged message back (its reply could not be produced or stored). */
    async refund(userId: string, day: string): Promise<void> {
      await db.query(
        `UPDATE daily_usage SET count = count - 1, updated_at = now() WHERE user_id = $1 AND day = $2::date AND count > 0`,
        [userId, day],
      );
    },

    /** The plan of any user (for an administrator's status lookup); null when there is no such user. */
    async planOf(userId: string): Promise<Plan | null> {
      const { rows } = await db.query<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [userId]);
      return rows[0] ? toPlan(rows[0].plan) : null;
    },

    /** Messages counted for the user on `day` (0 when the stored day is older). */
    async countFor(userId: string, day: string): Promise<number> {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count FROM daily_usage WHERE user_id = $1 AND day = $2::date`,
        [userId, day],
      );
      return rows[0]?.count ?? 0;
    },

    /**
     * Charges one visitor message against both the cookie's visitor id and the client's IP
     * key, each with its own limit, in one transaction: both fit or neither is charged.
     */
    async chargeVisitor(
      visitorKey: string,
      ipKey: string,
      day: string,
      limits: { visitor: number; ip: number },
    ): Promise<boolean> {
      const charge = `INSERT INTO visitor_usage AS v (key, day, count) VALUES ($1, $2::date, 1)
        ON CONFLICT (key, day) DO UPDATE SET count = v.count + 1 WHERE v.count < $3
        RETURNING count`;
      try {
        return await db.tx(async (client) => {
          const a = await client.query(charge, [visitorKey, day, limits.visitor]);
          const b = a.rowCount ? await client.query(charge, [ipKey, day, limits.ip]) : null;
          if (!b?.rowCount) throw new OverLimit();
          await client.query(`DELETE FROM visitor_usage WHERE day < $1::date - $2::int`, [day, VISITOR_ROWS_KEPT_DAYS]);
          return true;
        });
      } catch (err) {
        if (err instanceof OverLimit) return false;
        throw err;
      }
    },

    /**
     * Adds a visitor's messages of `day` to the user's daily count, exactly once: the visitor
     * row is marked carried in the same statement, so a replayed cookie adds nothing.
     * Returns how many messages were carried.
     */
    async carryVisitorCount(visitorKey: string, userId: string, day: string): Promise<number> {
      const { rows } = await db.query<{ carried: number }>(
        `WITH moved AS (
           UPDATE visitor_usage SET carried_at = now()
            WHERE key = $1 AND day = $2::date AND carried_at IS NULL AND count > 0
            RETURNING count
         ), added AS (
           INSERT INTO daily_usage AS q (user_id, day, count)
           SELECT $3, $2::date, count FROM moved
           ON CONFLICT (user_id) DO UPDATE
             SET count = CASE WHEN q.day < EXCLUDED.day THEN EXCLUDED.count ELSE q.count + EXCLUDED.count END,
                 day = GREATEST(q.day, EXCLUDED.day),
                 updated_at = now()
           RETURNING 1
         )
         SELECT COALESCE((SELECT count FROM moved), 0) AS carried, (SELECT count(*) FROM added) AS n`,
        [visitorKey, day, userId],
      );
      return rows[0]?.carried ?? 0;
    },
  };
}

class OverLimit extends Error {}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
