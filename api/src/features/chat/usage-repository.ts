import { toPlan, type Plan } from '@luna/contracts';
import type { Database } from '../../infra/db/database.ts';
import { localDay, MIN_DAY_MS, nextLocalMidnight, nextReset } from './quota-day.ts';

/** The instant a quota question is asked and the person's zone (validated, quota-day.ts). */
export interface QuotaClock {
  now: Date;
  zone: string;
}

/**
 * What a new day begun at `now` looks like: its local date, its earliest reset (the next local
 * midnight), and the floor a previous reset puts on it (SQL adds 23 h to the stored reset).
 */
function dayParams({ now, zone }: QuotaClock) {
  return { day: localDay(now, zone), midnight: nextLocalMidnight(now, zone).toISOString() };
}
const MIN_DAY = `interval '${MIN_DAY_MS / 3_600_000} hours'`;

/**
 * All SQL of daily_usage (accounts) and visitor_usage (no account).
 *
 * An account's day is its own (docs/decisions/091, quota-day.ts): each row keeps `resets_at`,
 * fixed when the day began from the zone the browser sent then, and a charge at or after it
 * starts a new day. Visitors count the UTC day: an address is shared across zones.
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
    async charge(userId: string, clock: QuotaClock, limit: number | null): Promise<number | null> {
      const { day, midnight } = dayParams(clock);
      const { rows } = await db.query<{ count: number }>(
        `INSERT INTO daily_usage AS q (user_id, day, count, resets_at, time_zone) VALUES ($1, $2::date, 1, $4::timestamptz, $5)
         ON CONFLICT (user_id) DO UPDATE
           SET count = CASE WHEN $6::timestamptz >= q.resets_at THEN 1 ELSE q.count + 1 END,
               day = CASE WHEN $6::timestamptz >= q.resets_at THEN EXCLUDED.day ELSE q.day END,
               time_zone = CASE WHEN $6::timestamptz >= q.resets_at THEN EXCLUDED.time_zone ELSE q.time_zone END,
               resets_at = CASE WHEN $6::timestamptz >= q.resets_at
                                THEN GREATEST(EXCLUDED.resets_at, q.resets_at + ${MIN_DAY}) ELSE q.resets_at END,
               updated_at = now()
         WHERE $6::timestamptz >= q.resets_at OR $3::int IS NULL OR q.count < $3::int
         RETURNING count`,
        [userId, day, limit, midnight, clock.zone, clock.now.toISOString()],
      );
      return rows[0]?.count ?? null;
    },

    /** Gives a charged message back (its reply could not be produced or stored), within the same day. */
    async refund(userId: string, clock: QuotaClock): Promise<void> {
      await db.query(
        `UPDATE daily_usage SET count = count - 1, updated_at = now() WHERE user_id = $1 AND resets_at > $2::timestamptz AND count > 0`,
        [userId, clock.now.toISOString()],
      );
    },

    /** The plan of any user (for an administrator's status lookup); null when there is no such user. */
    async planOf(userId: string): Promise<Plan | null> {
      const { rows } = await db.query<{ plan: string }>(`SELECT plan FROM users WHERE id = $1`, [userId]);
      return rows[0] ? toPlan(rows[0].plan) : null;
    },

    /**
     * Messages counted in the user's current day and when it resets. After a reset the count is
     * 0 and the next reset is what a day begun now would get (the stored zone is kept: the day's
     * zone is set by the next charge).
     */
    async countFor(userId: string, clock: QuotaClock): Promise<{ count: number; resetsAt: Date }> {
      const { rows } = await db.query<{ count: number; resets_at: Date | string }>(`SELECT count, resets_at FROM daily_usage WHERE user_id = $1`, [
        userId,
      ]);
      const row = rows[0];
      const resetsAt = row ? new Date(row.resets_at) : null;
      if (row && resetsAt && clock.now < resetsAt) return { count: row.count, resetsAt };
      return { count: 0, resetsAt: nextReset(clock.now, clock.zone, resetsAt) };
    },

    /**
     * Charges one visitor message against both the cookie's visitor id and the client's IP
     * key, each with its own limit, in one transaction: both fit or neither is charged.
     */
    async chargeVisitor(visitorKey: string, ipKey: string, day: string, limits: { visitor: number; ip: number }): Promise<boolean> {
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
    async carryVisitorCount(visitorKey: string, userId: string, visitorDay: string, clock: QuotaClock): Promise<number> {
      const { day, midnight } = dayParams(clock);
      const { rows } = await db.query<{ carried: number }>(
        `WITH moved AS (
           UPDATE visitor_usage SET carried_at = now()
            WHERE key = $1 AND day = $2::date AND carried_at IS NULL AND count > 0
            RETURNING count
         ), added AS (
           INSERT INTO daily_usage AS q (user_id, day, count, resets_at, time_zone)
           SELECT $3, $4::date, count, $5::timestamptz, $6 FROM moved
           ON CONFLICT (user_id) DO UPDATE
             SET count = CASE WHEN $7::timestamptz >= q.resets_at THEN EXCLUDED.count ELSE q.count + EXCLUDED.count END,
                 day = CASE WHEN $7::timestamptz >= q.resets_at THEN EXCLUDED.day ELSE q.day END,
                 time_zone = CASE WHEN $7::timestamptz >= q.resets_at THEN EXCLUDED.time_zone ELSE q.time_zone END,
                 resets_at = CASE WHEN $7::timestamptz >= q.resets_at
                                  THEN GREATEST(EXCLUDED.resets_at, q.resets_at + ${MIN_DAY}) ELSE q.resets_at END,
                 updated_at = now()
           RETURNING 1
         )
         SELECT COALESCE((SELECT count FROM moved), 0) AS carried, (SELECT count(*) FROM added) AS n`,
        [visitorKey, visitorDay, userId, day, midnight, clock.zone, clock.now.toISOString()],
      );
      return rows[0]?.carried ?? 0;
    },
  };
}

class OverLimit extends Error {}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
