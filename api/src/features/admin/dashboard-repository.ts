import type { AdminCharts } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';
import { PRO_STATUSES } from '../billing/index.ts';

/** UTC days from `days - 1` days ago to today, as YYYY-MM-DD. */
function dayRange(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

type DayCount = { day: string; n: number };

/** The stat cards' own figures and the per-day charts; counts only, never content. */
export function createDashboardRepository(db: Queryable) {
  return {
    async counts(): Promise<{ totalUsers: number; totalMessages: number }> {
      const { rows } = await db.query<{ users: number; messages: number }>(
        `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM chat_messages WHERE sender = 'user') AS messages`,
      );
      return { totalUsers: rows[0]?.users ?? 0, totalMessages: rows[0]?.messages ?? 0 };
    },

    /**
     * Sign-ups, messages sent by people, and subscriptions giving Pro, per UTC day. A subscription
     * counts from the day it was created until the day of its last change once it stopped giving
     * Pro (that change is its cancellation); one that never got paid for never counts.
     */
    async charts(days: number): Promise<AdminCharts> {
      const range = dayRange(days);
      const from = range[0]!;
      const perDay = (sql: string) => db.query<DayCount>(sql, [from]);
      const [signups, messages, subs] = await Promise.all([
        perDay(
          `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n FROM users
            WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC' GROUP BY 1`,
        ),
        perDay(
          `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*) AS n FROM chat_messages
            WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC' AND sender = 'user' GROUP BY 1`,
        ),
        db.query<DayCount>(
          `SELECT to_char(d.day, 'YYYY-MM-DD') AS day, count(b.id) AS n
             FROM generate_series($1::date, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
             LEFT JOIN billing_subscriptions b
               ON b.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
              AND b.status NOT IN ('incomplete', 'incomplete_expired')
              AND (b.status = ANY($2::text[]) OR b.updated_at >= (d.day + interval '1 day') AT TIME ZONE 'UTC')
            GROUP BY d.day`,
          [from, [...PRO_STATUSES]],
        ),
      ]);
      const byDay = (r: { rows: DayCount[] }) => new Map(r.rows.map((x) => [x.day, x.n]));
      const [s, m, a] = [byDay(signups), byDay(messages), byDay(subs)];
      return {
        days: range.map((day) => ({ day, signups: s.get(day) ?? 0, messages: m.get(day) ?? 0, activeSubscriptions: a.get(day) ?? 0 })),
      };
    },
  };
}
