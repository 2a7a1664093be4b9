import type { Queryable } from '../db/database.ts';

export interface OutboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  createdAt: string;
}

/** The outbox table: mail the embedded default keeps instead of sending. */
export function outboxRepository(db: Queryable) {
  return {
    async insert(m: { to: string; subject: string; text: string; html?: string; kind: string }): Promise<void> {
      await db.query(`INSERT INTO outbox (to_address, subject, text_body, html_body, kind) VALUES ($1, $2, $3, $4, $5)`, [
        m.to,
        m.subject,
        m.text,
        m.html ?? null,
        m.kind,
      ]);
    },
    async latestTo(address: string): Promise<OutboxMessage | null> {
      const { rows } = await db.query<{
        id: number;
        to_address: string;
        subject: string;
        text_body: string;
        html_body: string | null;
        kind: string;
        created_at: Date;
      }>(
        `SELECT id, to_address, subject, text_body, html_body, kind, created_at
           FROM outbox WHERE lower(to_address) = lower($1) ORDER BY id DESC LIMIT 1`,
        [address],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        kind: r.kind,
        createdAt: r.created_at.toISOString(),
      };
    },
  };
}
