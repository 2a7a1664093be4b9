import type { Memory } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

/** The most a person's memory list holds; the oldest go first past this. */
export const MEMORY_LIMIT = 100;

interface MemoryRow {
  id: string;
  kind: Memory['kind'];
  content: string;
  created_at: Date;
}

/** All SQL of memories. Every statement filters on the owner, so another user's row reads as missing. */
export function createMemoryRepository(db: Queryable) {
  return {
    async list(userId: string): Promise<Memory[]> {
      const { rows } = await db.query<MemoryRow>(
        `SELECT id, kind, content, created_at FROM memories WHERE user_id = $1 ORDER BY created_at DESC, id`,
        [userId],
      );
      return rows.map((r) => ({ id: r.id, kind: r.kind, content: r.content, createdAt: r.created_at.toISOString() }));
    },

    /** Adds new facts (the same text twice is kept once) and trims the list to MEMORY_LIMIT. */
    async add(userId: string, items: { kind: Memory['kind']; content: string }[]): Promise<number> {
      let added = 0;
      for (const item of items) {
        const { rowCount } = await db.query(
          `INSERT INTO memories (user_id, kind, content) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, lower(content)) DO NOTHING`,
          [userId, item.kind, item.content],
        );
        added += rowCount ?? 0;
      }
      if (added) {
        await db.query(
          `DELETE FROM memories WHERE user_id = $1 AND id NOT IN (
             SELECT id FROM memories WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2)`,
          [userId, MEMORY_LIMIT],
        );
      }
      return added;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const { rowCount } = await db.query(`DELETE FROM memories WHERE user_id = $1 AND id = $2`, [userId, id]);
      return (rowCount ?? 0) > 0;
    },

    async clear(userId: string): Promise<number> {
      const { rowCount } = await db.query(`DELETE FROM memories WHERE user_id = $1`, [userId]);
      return rowCount ?? 0;
    },
  };
}
