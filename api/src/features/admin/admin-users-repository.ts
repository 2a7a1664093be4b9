import type { AdminUser } from '@luna/contracts';
import { accountDisplayName } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';
import { AppError } from '../../infra/errors.ts';
import { displayStatus, PRO_STATUSES } from '../billing/index.ts';

interface UserListRow {
  id: string;
  full_name: string;
  email: string;
  plan: AdminUser['plan'];
  user_type: AdminUser['userType'];
  disabled_at: Date | null;
  created_at: Date;
  created_key: string;
  messages_today: number;
  messages_total: number;
  sub_status: string | null;
  courtesy: boolean;
  last_active: Date | null;
}

const PRO = [...PRO_STATUSES];

/**
 * One row per account with the facts the table shows. Per-user figures are correlated
 * subqueries over indexed columns, so a page costs the same at 100 or 100,000 users; nothing
 * here reads a message's content.
 */
const DETAILS = `
  SELECT p.id, p.full_name, p.email, p.plan, p.user_type, p.disabled_at, p.created_at, p.created_at::text AS created_key,
         CASE WHEN du.resets_at > now() THEN du.count ELSE 0 END AS messages_today,
         (SELECT count(*) FROM chat_messages m JOIN chat_sessions s ON s.id = m.session_id
           WHERE s.user_id = p.id AND m.sender = 'user') AS messages_total,
         (SELECT b.status FROM billing_subscriptions b WHERE b.user_id = p.id
           ORDER BY (b.status = ANY($1::text[])) DESC, b.created_at DESC LIMIT 1) AS sub_status,
         EXISTS (SELECT 1 FROM courtesy_pro c WHERE c.user_id = p.id) AS courtesy,
         greatest(p.last_sign_in_at, du.updated_at,
                  (SELECT max(a.refreshed_at) FROM auth_sessions a WHERE a.user_id = p.id)) AS last_active
    FROM page p LEFT JOIN daily_usage du ON du.user_id = p.id
   ORDER BY p.created_at DESC, p.id DESC`;

const PAGE_COLUMNS = 'u.id, u.full_name, u.email, u.plan, u.user_type, u.disabled_at, u.created_at, u.last_sign_in_at';

/** `%term%` for ILIKE, with the user's own % and _ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const search = (param: string) => `(u.email ILIKE ${param} OR u.full_name ILIKE ${param})`;

function toAdminUser(r: UserListRow): AdminUser {
  return {
    id: r.id,
    name: accountDisplayName(r.full_name, r.email),
    email: r.email,
    plan: r.plan,
    userType: r.user_type,
    messagesToday: r.messages_today,
    messagesTotal: r.messages_total,
    subscriptionStatus:
      r.courtesy && !(r.sub_status && PRO_STATUSES.has(r.sub_status)) ? 'courtesy' : r.sub_status ? displayStatus(r.sub_status) : 'none',
    courtesyPro: r.courtesy,
    disabled: r.disabled_at !== null,
    joinedAt: r.created_at.toISOString(),
    lastActiveAt: r.last_active ? r.last_active.toISOString() : null,
  };
}

/** The keyset cursor: the last row's exact created_at (as Postgres prints it) and id. */
function encodeCursor(r: UserListRow): string {
  return Buffer.from(JSON.stringify([r.created_key, r.id])).toString('base64url');
}
function decodeCursor(cursor: string): [string, string] {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' && !Number.isNaN(Date.parse(v[0])) && /^[0-9a-f-]{36}$/i.test(String(v[1])))
      return [v[0], String(v[1])];
  } catch {
    // fall through
  }
  throw new AppError('bad_request:cursor', 'That page link is no longer valid. Please search again.');
}

export function createAdminUsersRepository(db: Queryable) {
  return {
    async list(q: { search: string; cursor?: string; limit: number }) {
      const searching = q.search !== '';
      const [after, afterId] = q.cursor ? decodeCursor(q.cursor) : [null, null];
      const pattern = searching ? likePattern(q.search) : '';
      const page = db.query<UserListRow>(
        `WITH page AS (
           SELECT ${PAGE_COLUMNS} FROM users u
            WHERE ${searching ? search('$2') : '$2::text IS NOT NULL'}
              AND ($3::timestamptz IS NULL OR (u.created_at, u.id) < ($3::timestamptz, $4::uuid))
            ORDER BY u.created_at DESC, u.id DESC
            LIMIT $5)
         ${DETAILS}`,
        [PRO, pattern, after, afterId, q.limit + 1],
      );
      const total = db.query<{ n: number }>('SELECT count(*) AS n FROM users');
      const matched = searching ? db.query<{ n: number }>(`SELECT count(*) AS n FROM users u WHERE ${search('$1')}`, [pattern]) : null;
      const [rows, totalRows, matchedRows] = await Promise.all([page, total, matched]);
      const more = rows.rows.length > q.limit;
      const shown = rows.rows.slice(0, q.limit);
      const totalCount = totalRows.rows[0]?.n ?? 0;
      return {
        users: shown.map(toAdminUser),
        total: totalCount,
        matched: matchedRows ? (matchedRows.rows[0]?.n ?? 0) : totalCount,
        nextCursor: more && shown.length ? encodeCursor(shown[shown.length - 1]!) : null,
      };
    },

    async find(id: string): Promise<AdminUser | null> {
      const { rows } = await db.query<UserListRow>(`WITH page AS (SELECT ${PAGE_COLUMNS} FROM users u WHERE u.id = $2) ${DETAILS}`, [PRO, id]);
      return rows[0] ? toAdminUser(rows[0]) : null;
    },
  };
}
