import type { Database } from '../../infra/db/database.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import type { ScheduledJob } from '../../infra/scheduler.ts';
import { createBackupRepository } from './backup-repository.ts';

const HOUR = 60 * 60 * 1000;
const WEEKLY_BATCH = 50;

/**
 * Retention: conversations whose last message is older than the person's chosen window
 * (30, 90 or 365 days) are deleted with their messages, and mood check-ins older than it. Hourly, so a conversation outlives its
 * window by an hour at most.
 */
export function retentionJob(db: Database): ScheduledJob {
  return {
    name: 'conversation-retention',
    everyMs: HOUR,
    async run() {
      const { rowCount } = await db.query(
        `DELETE FROM chat_sessions s USING account_settings a
          WHERE s.user_id = a.user_id AND a.retention_days IS NOT NULL
            AND s.updated_at < now() - make_interval(days => a.retention_days)`,
      );
      // Mood check-ins are what the person said about themselves: the same window applies.
      const moods = await db.query(
        `DELETE FROM mood_checkins m USING account_settings a
          WHERE m.user_id = a.user_id AND a.retention_days IS NOT NULL
            AND m.created_at < now() - make_interval(days => a.retention_days)`,
      );
      return `${rowCount ?? 0} conversation(s) and ${moods.rowCount ?? 0} mood check-in(s) deleted`;
    },
  };
}

/**
 * The weekly backup e-mail (Pro, opt-in): the JSON backup attached. Who is due is decided by
 * last_backup_sent_at in the database, so restarts neither skip nor repeat a week.
 */
export function weeklyBackupJob(db: Database, mailer: Mailer, productName: string): ScheduledJob {
  return {
    name: 'weekly-backup-email',
    everyMs: HOUR,
    async run() {
      const { rows } = await db.query<{ user_id: string; email: string }>(
        `SELECT a.user_id, u.email FROM account_settings a JOIN users u ON u.id = a.user_id
          WHERE a.weekly_backup AND u.plan = 'pro'
            AND (a.last_backup_sent_at IS NULL OR a.last_backup_sent_at < now() - interval '7 days')
          ORDER BY a.last_backup_sent_at NULLS FIRST LIMIT $1`,
        [WEEKLY_BATCH],
      );
      for (const r of rows) {
        const backup = await createBackupRepository(db).read(r.user_id);
        await mailer.send({
          to: r.email,
          kind: 'weekly_backup',
          subject: `Your weekly ${productName} backup`,
          text: `Attached is a backup of your ${backup.conversations.length} ${productName} conversation(s). Keep it somewhere private. You can restore it from "Your data" in ${productName}, and turn these e-mails off there.`,
          attachments: [
            {
              filename: `${productName.toLowerCase()}-backup-${backup.exportedAt.slice(0, 10)}.json`,
              content: JSON.stringify(backup, null, 2),
              contentType: 'application/json',
            },
          ],
        });
        await db.query(`UPDATE account_settings SET last_backup_sent_at = now() WHERE user_id = $1`, [r.user_id]);
      }
      return `${rows.length} backup e-mail(s) sent`;
    },
  };
}
