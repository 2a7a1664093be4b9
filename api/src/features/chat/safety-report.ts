import type { SafetyReport } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

/** Tiers at which the chat shows the crisis reply and notice (screen.ts: passive and above). */
const REFERRAL_TIERS = ['passive', 'active', 'imminent'];

/**
 * Crisis-net counts from the de-identified safety_daily_counts (migration 030), for the admin's
 * safety report: per month by tier and category, and crisis referral notifications per calendar
 * year (the figure California SB 243 §22603 asks operators to report). Counts only; the table
 * holds no content, no user and no time of day.
 */
export async function safetyReport(db: Queryable): Promise<SafetyReport> {
  const [months, years] = await Promise.all([
    db.query<{ month: string; tier: string; category: string; count: number }>(
      `SELECT to_char(day, 'YYYY-MM') AS month, tier, category, sum(count)::int AS count
         FROM safety_daily_counts GROUP BY 1, 2, 3 ORDER BY 1 DESC, 2, 3`,
    ),
    db.query<{ year: number; referrals: number; distress: number }>(
      `SELECT extract(year FROM day)::int AS year,
              coalesce(sum(count) FILTER (WHERE tier = ANY($1::text[])), 0)::int AS referrals,
              coalesce(sum(count) FILTER (WHERE tier = 'distress'), 0)::int AS distress
         FROM safety_daily_counts GROUP BY 1 ORDER BY 1 DESC`,
      [REFERRAL_TIERS],
    ),
  ]);
  return { months: months.rows, referralsByYear: years.rows };
}

/**
 * The yearly figures as CSV for the annual report: one row per calendar year. No identifying
 * data, as §22603 requires; the protocol itself is described on the public /safety page.
 */
export function safetyReportCsv(report: SafetyReport, protocolUrl: string): string {
  const lines = [
    'year,crisis_referral_notifications,supportive_replies_with_resources,protocol_url',
    ...report.referralsByYear.map((y) => `${y.year},${y.referrals},${y.distress},${protocolUrl}`),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
