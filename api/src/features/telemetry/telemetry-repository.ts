import type { TelemetryKind, TelemetrySummary } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

export interface StoredTelemetryEvent {
  kind: TelemetryKind;
  path: string;
  message: string | null;
}

/** All SQL of telemetry_events. Rows carry a kind, a path and a scrubbed error message; nothing else. */
export function createTelemetryRepository(db: Queryable) {
  return {
    async insert(events: StoredTelemetryEvent[]): Promise<void> {
      if (!events.length) return;
      await db.query(
        `INSERT INTO telemetry_events (kind, path, message)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
        [events.map((e) => e.kind), events.map((e) => e.path), events.map((e) => e.message)],
      );
    },

    /** Page views and errors per UTC day over the last `days` days, and the most frequent errors. */
    async summary(days: number): Promise<TelemetrySummary> {
      const [perDay, top] = await Promise.all([
        db.query<{ day: string; pageviews: number; errors: number }>(
          `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
                  count(e.id) FILTER (WHERE e.kind = 'pageview') AS pageviews,
                  count(e.id) FILTER (WHERE e.kind <> 'pageview') AS errors
             FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($1::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS d(day)
             LEFT JOIN telemetry_events e
               ON e.created_at >= d.day AT TIME ZONE 'UTC' AND e.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
            GROUP BY d.day ORDER BY d.day`,
          [days],
        ),
        db.query<{ message: string; kind: string; count: number; last_seen: Date }>(
          `SELECT coalesce(message, '(no message)') AS message, kind, count(*) AS count, max(created_at) AS last_seen
             FROM telemetry_events
            WHERE kind <> 'pageview' AND created_at >= now() - make_interval(days => $1::int)
            GROUP BY 1, 2 ORDER BY count DESC, last_seen DESC LIMIT 10`,
          [days],
        ),
      ]);
      return {
        days: perDay.rows,
        topErrors: top.rows.map((r) => ({ message: r.message, kind: r.kind, count: r.count, lastSeen: r.last_seen.toISOString() })),
      };
    },
  };
}
