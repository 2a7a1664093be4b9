import type { AttachmentMeta, ChatMessage, Sender, SessionSummary } from '@luna/contracts';
import type { Database, Queryable } from '../../infra/db/database.ts';

/**
 * All SQL of chat_sessions and chat_messages. Every read and write of a session takes the
 * owner's user id and filters on it, so a row of another user is indistinguishable from a
 * missing one (the routes answer 404 for both).
 */
interface SessionRow {
  id: string;
  title: string;
  auto_title: boolean;
  disclosed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface MessageRow {
  id: number;
  session_id: string;
  sender: Sender;
  content: string;
  crisis: boolean;
  disclosure: string | null;
  attachment: AttachmentMeta | null;
  created_at: Date;
}

export interface StoredSession {
  id: string;
  title: string;
  autoTitle: boolean;
  disclosedAt: Date | null;
  createdAt: Date;
}

export interface NewMessage {
  sessionId: string;
  sender: Sender;
  content: string;
  crisis?: boolean;
  disclosure?: string | null;
  /** What the history shows of an attached file (name, type, size); never its content. */
  attachment?: AttachmentMeta | null;
  /** The browser's id for a user message (a retry sends it again). */
  clientMessageId?: string | null;
}

/** A user message found by its client id, and the reply stored after it, if any. */
export interface StoredAttempt {
  sessionId: string;
  messageId: number;
  reply: { id: string; content: string; crisis: boolean; disclosure: string | null } | null;
}

const toMessage = (r: MessageRow): ChatMessage => ({
  id: String(r.id),
  message: r.content,
  sender: r.sender,
  messageType: 'text',
  conversationId: r.session_id,
  createdAt: r.created_at.toISOString(),
  crisis: r.crisis,
  disclosure: r.disclosure,
  attachment: r.attachment ?? null,
});

const MESSAGE_COLUMNS = 'id, session_id, sender, content, crisis, disclosure, attachment, created_at';

export function createChatRepository(db: Database) {
  return {
    /** The owner's conversations, most recently active first, each with its latest message. */
    async listSessions(userId: string, limit = 200): Promise<SessionSummary[]> {
      const { rows } = await db.query<SessionRow & { last_content: string | null }>(
        `SELECT s.id, s.title, s.created_at, s.updated_at, m.content AS last_content
           FROM chat_sessions s
           LEFT JOIN LATERAL (
             SELECT content FROM chat_messages WHERE session_id = s.id ORDER BY id DESC LIMIT 1
           ) m ON true
          WHERE s.user_id = $1
          ORDER BY s.updated_at DESC, s.id DESC
          LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        createdAt: r.created_at.toISOString(),
        updatedAt: r.updated_at.toISOString(),
        lastMessage: r.last_content === null ? null : { content: r.last_content },
      }));
    },

    async createSession(userId: string, title: string, autoTitle: boolean, q: Queryable = db): Promise<StoredSession> {
      const { rows } = await q.query<SessionRow>(
        `INSERT INTO chat_sessions (user_id, title, auto_title) VALUES ($1, $2, $3)
         RETURNING id, title, auto_title, disclosed_at, created_at, updated_at`,
        [userId, title, autoTitle],
      );
      return toSession(rows[0]!);
    },

    async findSession(userId: string, sessionId: string, q: Queryable = db): Promise<StoredSession | null> {
      const { rows } = await q.query<SessionRow>(
        `SELECT id, title, auto_title, disclosed_at, created_at, updated_at
           FROM chat_sessions WHERE id = $1 AND user_id = $2`,
        [sessionId, userId],
      );
      return rows[0] ? toSession(rows[0]) : null;
    },

    async renameSession(userId: string, sessionId: string, title: string): Promise<boolean> {
      const { rowCount } = await db.query(`UPDATE chat_sessions SET title = $3, auto_title = false WHERE id = $1 AND user_id = $2`, [
        sessionId,
        userId,
        title,
      ]);
      return rowCount === 1;
    },

    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const { rowCount } = await db.query(`DELETE FROM chat_sessions WHERE id = $1 AND user_id = $2`, [sessionId, userId]);
      return rowCount === 1;
    },

    /**
     * Stores a message in the owner's session and bumps the session's activity time; a
     * placeholder title becomes the one derived from the first user message. Returns null when
     * the session is not the owner's (or was deleted meanwhile).
     */
    async addMessage(userId: string, m: NewMessage, autoTitle?: string, q: Queryable = db): Promise<ChatMessage | null> {
      const { rows } = await q.query<MessageRow>(
        `WITH s AS (
           UPDATE chat_sessions
              SET updated_at = now(),
                  title = CASE WHEN auto_title AND $6::text IS NOT NULL THEN $6 ELSE title END,
                  auto_title = auto_title AND $6::text IS NULL,
                  disclosed_at = CASE WHEN $5::text IS NOT NULL THEN now() ELSE disclosed_at END
            WHERE id = $1 AND user_id = $7
            RETURNING id
         )
         INSERT INTO chat_messages (session_id, sender, content, crisis, disclosure, attachment, client_message_id)
         SELECT s.id, $2, $3, $4, $5, $8::jsonb, $9::uuid FROM s
         RETURNING ${MESSAGE_COLUMNS}`,
        [
          m.sessionId,
          m.sender,
          m.content,
          m.crisis ?? false,
          m.disclosure ?? null,
          autoTitle ?? null,
          userId,
          m.attachment ? JSON.stringify(m.attachment) : null,
          m.clientMessageId ?? null,
        ],
      );
      return rows[0] ? toMessage(rows[0]) : null;
    },

    /** The owner's message sent with this client id, and the AI reply that followed it. */
    async findAttempt(userId: string, clientMessageId: string, q: Queryable = db): Promise<StoredAttempt | null> {
      const { rows } = await q.query<{ id: number; session_id: string }>(
        `SELECT m.id, m.session_id FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
          WHERE m.client_message_id = $1 AND s.user_id = $2 AND m.sender = 'user'
          ORDER BY m.id LIMIT 1`,
        [clientMessageId, userId],
      );
      const sent = rows[0];
      if (!sent) return null;
      const next = await q.query<{ id: number; sender: Sender; content: string; crisis: boolean; disclosure: string | null }>(
        `SELECT id, sender, content, crisis, disclosure FROM chat_messages WHERE session_id = $1 AND id > $2 ORDER BY id LIMIT 1`,
        [sent.session_id, sent.id],
      );
      const after = next.rows[0];
      return {
        sessionId: sent.session_id,
        messageId: Number(sent.id),
        reply: after?.sender === 'ai' ? { id: String(after.id), content: after.content, crisis: after.crisis, disclosure: after.disclosure } : null,
      };
    },

    /** One page of history, newest first in SQL and returned oldest first; keyset on id. */
    async listMessages(sessionId: string, limit: number, before?: number) {
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
          WHERE session_id = $1 AND ($2::bigint IS NULL OR id < $2)
          ORDER BY id DESC LIMIT $3`,
        [sessionId, before ?? null, limit + 1],
      );
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit).reverse();
      return {
        messages: page.map(toMessage),
        hasMore,
        nextCursor: hasMore && page[0] ? String(page[0].id) : null,
      };
    },

    /** The latest messages of a session (before `beforeId`) for the model's context, oldest first. */
    async recentTurns(sessionId: string, maxMessages: number, beforeId?: number): Promise<{ sender: Sender; content: string }[]> {
      const { rows } = await db.query<{ sender: Sender; content: string }>(
        `SELECT sender, content FROM (
           SELECT id, sender, content FROM chat_messages
            WHERE session_id = $1 AND ($3::bigint IS NULL OR id < $3)
            ORDER BY id DESC LIMIT $2
         ) t ORDER BY id ASC`,
        [sessionId, maxMessages, beforeId ?? null],
      );
      return rows;
    },
  };
}

function toSession(r: SessionRow): StoredSession {
  return { id: r.id, title: r.title, autoTitle: r.auto_title, disclosedAt: r.disclosed_at, createdAt: r.created_at };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
