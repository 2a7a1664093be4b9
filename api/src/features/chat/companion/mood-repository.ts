import { MOOD_HISTORY_LIMIT, type MoodCheckIn } from '@luna/contracts';
import type { Database, Queryable } from '../../../infra/db/database.ts';

/** All SQL of mood_checkins. Every read filters on the owner's user id. */
interface MoodRow {
  id: number;
  score: number;
  word: string | null;
  session_id: string | null;
  created_at: Date;
}

const toCheckIn = (r: MoodRow): MoodCheckIn => ({
  id: String(r.id),
  score: r.score,
  word: r.word,
  sessionId: r.session_id,
  createdAt: r.created_at.toISOString(),
});

export function createMoodRepository(db: Database) {
  return {
    async add(userId: string, c: { sessionId: string; score: number; word: string | null }, q: Queryable = db): Promise<MoodCheckIn> {
      const { rows } = await q.query<MoodRow>(
        `INSERT INTO mood_checkins (user_id, session_id, score, word) VALUES ($1, $2, $3, $4)
         RETURNING id, score, word, session_id, created_at`,
        [userId, c.sessionId, c.score, c.word],
      );
      return toCheckIn(rows[0]!);
    },

    async history(userId: string, limit = MOOD_HISTORY_LIMIT): Promise<MoodCheckIn[]> {
      const { rows } = await db.query<MoodRow>(
        `SELECT id, score, word, session_id, created_at FROM mood_checkins
          WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map(toCheckIn);
    },
  };
}

export type MoodRepository = ReturnType<typeof createMoodRepository>;
