import type { Plan, UserType } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

export interface AccountRow {
  id: string;
  email: string;
  full_name: string;
  plan: Plan;
  user_type: UserType;
  /** Messages sent today (the person's own day, docs/decisions/091): the stored count until it resets. */
  daily_count: number;
  last_message_date: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SELECT_ACCOUNT = `
  SELECT u.id, u.email, u.full_name, u.plan, u.user_type,
         CASE WHEN d.resets_at > now() THEN d.count ELSE 0 END AS daily_count,
         to_char(d.day, 'YYYY-MM-DD') AS last_message_date
    FROM users u LEFT JOIN daily_usage d ON d.user_id = u.id`;

/** Read side of users + daily_usage for the product API. */
export function createAccountRepository(db: Queryable) {
  return {
    async findByEmail(email: string): Promise<AccountRow | null> {
      const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE lower(u.email) = lower($1)`, [email]);
      return rows[0] ?? null;
    },
    async findById(id: string): Promise<AccountRow | null> {
      if (!UUID.test(id)) return null;
      const { rows } = await db.query<AccountRow>(`${SELECT_ACCOUNT} WHERE u.id = $1`, [id]);
      return rows[0] ?? null;
    },
  };
}
