import { BACKUP_FORMAT, BACKUP_VERSION, type AttachmentMeta, type Backup } from '@luna/contracts';
import type { Database } from '../../infra/db/database.ts';

interface Row {
  session_id: string;
  origin_id: string | null;
  title: string;
  session_created: Date;
  sender: 'user' | 'ai' | null;
  content: string | null;
  crisis: boolean | null;
  created_at: Date | null;
  attachment: AttachmentMeta | null;
}

export interface ImportCounts {
  conversationsAdded: number;
  conversationsMerged: number;
  messagesAdded: number;
  moodCheckInsAdded: number;
}

/** A user's conversations and mood check-ins as a backup file, read out and restored. */
export function createBackupRepository(db: Database) {
  return {
    /** Reads every conversation of one user into the backup shape (oldest first, messages in order). */
    async read(userId: string): Promise<Backup> {
      const { rows } = await db.query<Row>(
        `SELECT s.id AS session_id, s.origin_id, s.title, s.created_at AS session_created,
                m.sender, m.content, m.crisis, m.created_at, m.attachment
           FROM chat_sessions s LEFT JOIN chat_messages m ON m.session_id = s.id
          WHERE s.user_id = $1
          ORDER BY s.created_at, s.id, m.id`,
        [userId],
      );
      const conversations: Backup['conversations'] = [];
      for (const r of rows) {
        let c = conversations.at(-1);
        if (!c || c.id !== r.session_id) {
          c = { id: r.session_id, originId: r.origin_id, title: r.title, createdAt: r.session_created.toISOString(), messages: [] };
          conversations.push(c);
        }
        if (r.sender && r.content !== null && r.created_at) {
          c.messages.push({
            sender: r.sender,
            content: r.content,
            crisis: r.crisis ?? false,
            createdAt: r.created_at.toISOString(),
            ...(r.attachment ? { attachment: r.attachment } : {}),
          });
        }
      }
      const moods = await db.query<{ score: number; word: string | null; created_at: Date }>(
        `SELECT score, word, created_at FROM mood_checkins WHERE user_id = $1 ORDER BY created_at, id`,
        [userId],
      );
      const moodCheckIns = moods.rows.map((m) => ({ score: m.score, word: m.word, createdAt: m.created_at.toISOString() }));
      return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exportedAt: new Date().toISOString(), conversations, moodCheckIns };
    },

    /**
     * Restores a backup into one user's account, merging: a conversation is matched by its id or the
     * id it was restored from (either side), and a message by sender, text and time, so restoring the
     * same file twice, or a file exported after a restore, adds nothing the second time. One
     * transaction: a failure restores nothing rather than half a backup.
     */
    async restore(userId: string, backup: Backup): Promise<ImportCounts> {
      return db.tx(async (q) => {
        const counts: ImportCounts = { conversationsAdded: 0, conversationsMerged: 0, messagesAdded: 0, moodCheckInsAdded: 0 };
        for (const c of backup.conversations) {
          const keys = [c.id, ...(c.originId ? [c.originId] : [])];
          const found = await q.query<{ id: string }>(
            `SELECT id FROM chat_sessions WHERE user_id = $1 AND (id = ANY($2::uuid[]) OR origin_id = ANY($2::uuid[])) LIMIT 1`,
            [userId, keys],
          );
          let sessionId = found.rows[0]?.id;
          if (sessionId) counts.conversationsMerged++;
          else {
            // Always a new id: the backup's id may belong to another account's conversation.
            const created = await q.query<{ id: string }>(
              `INSERT INTO chat_sessions (user_id, title, origin_id, created_at, updated_at, disclosed_at)
               VALUES ($1, $2, $3, $4, $4, NULL) RETURNING id`,
              [userId, c.title, c.originId ?? c.id, c.createdAt],
            );
            sessionId = created.rows[0]!.id;
            counts.conversationsAdded++;
          }
          for (const m of c.messages) {
            const { rowCount } = await q.query(
              `INSERT INTO chat_messages (session_id, sender, content, crisis, created_at, attachment)
               SELECT $1::uuid, $2::text, $3::text, $4::boolean, $5::timestamptz, $6::jsonb
                WHERE NOT EXISTS (SELECT 1 FROM chat_messages
                                   WHERE session_id = $1 AND sender = $2 AND content = $3
                                     -- a backup keeps milliseconds; the database keeps microseconds
                                     AND date_trunc('milliseconds', created_at) = date_trunc('milliseconds', $5::timestamptz))`,
              [sessionId, m.sender, m.content, m.crisis ?? false, m.createdAt, m.attachment ? JSON.stringify(m.attachment) : null],
            );
            counts.messagesAdded += rowCount ?? 0;
          }
          await q.query(
            `UPDATE chat_sessions SET updated_at = GREATEST(updated_at,
               COALESCE((SELECT max(created_at) FROM chat_messages WHERE session_id = $1), updated_at)) WHERE id = $1`,
            [sessionId],
          );
        }
        for (const m of backup.moodCheckIns ?? []) {
          const { rowCount } = await q.query(
            `INSERT INTO mood_checkins (user_id, score, word, created_at)
             SELECT $1::uuid, $2::smallint, $3::text, $4::timestamptz
              WHERE NOT EXISTS (SELECT 1 FROM mood_checkins WHERE user_id = $1 AND score = $2
                                  AND date_trunc('milliseconds', created_at) = date_trunc('milliseconds', $4::timestamptz))`,
            [userId, m.score, m.word ?? null, m.createdAt],
          );
          counts.moodCheckInsAdded += rowCount ?? 0;
        }
        return counts;
      });
    },
  };
}
