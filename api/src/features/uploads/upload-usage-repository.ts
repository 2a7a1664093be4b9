import type { Database } from '../../infra/db/database.ts';

/** All SQL of upload_usage: the free plan's images per UTC day (same pattern as daily_usage). */
export function createUploadUsageRepository(db: Database) {
  return {
    /** Counts one image if the day's allowance has room; false when it does not. One statement, no race. */
    async chargeImage(userId: string, day: string, limit: number): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO upload_usage (user_id, day, images) VALUES ($1, $2, 1)
         ON CONFLICT (user_id) DO UPDATE
            SET images = CASE WHEN upload_usage.day = EXCLUDED.day THEN upload_usage.images + 1 ELSE 1 END,
                day = EXCLUDED.day
          WHERE upload_usage.day <> EXCLUDED.day OR upload_usage.images < $3
         RETURNING images`,
        [userId, day, limit],
      );
      return rows.length === 1;
    },

    /** Gives the image back when the file could not be read: an unreadable file costs nothing. */
    async refundImage(userId: string, day: string): Promise<void> {
      await db.query(`UPDATE upload_usage SET images = images - 1 WHERE user_id = $1 AND day = $2 AND images > 0`, [userId, day]);
    },
  };
}

export type UploadUsageRepository = ReturnType<typeof createUploadUsageRepository>;
