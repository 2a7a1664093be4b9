import type { Plan, UserType } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

export interface DailyUsage {
  /** Messages sent today (UTC); 0 when the stored day is not today. */
  count: number;
  /** The stored UTC day (YYYY-MM-DD), or null when the user never sent a message. */
  lastDate: string | null;
}

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  full_name: string;
  phone: string;
  country_code: string;
  state: string;
  user_type: UserType;
  plan: Plan;
  user_meta: Record<string, unknown>;
  terms_accepted_at: Date | null;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  /** Set by an administrator: no sign-in, and every session was ended (see setDisabled). */
  disabled_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionRow {
  id: string;
  user_id: string;
  amr: 'password' | 'recovery';
  created_at: Date;
}

export interface RefreshTokenRow {
  id: number;
  session_id: string;
  revoked: boolean;
  rotated_at: Date | null;
  user_id: string;
  session_live: boolean;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  fullName: string;
  phone: string;
  countryCode: string;
  state: string;
  userMeta: Record<string, unknown>;
  termsAccepted: boolean;
  userType?: UserType;
}

const USER_COLUMNS = `id, email, encrypted_password, full_name, phone, country_code, state, user_type, plan, user_meta,
  terms_accepted_at, email_confirmed_at, last_sign_in_at, disabled_at, created_at, updated_at`;

/** All SQL of users, auth_sessions, auth_refresh_tokens and auth_one_time_tokens. */
export function createAuthRepository(db: Queryable) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
      return rows[0] ?? null;
    },
    async findUserById(id: string): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },
    /** Autoconfirmed: e-mail confirmation is out of scope (spec: sign-up signs the user in). */
    async insertUser(u: NewUser): Promise<UserRow> {
      const { rows } = await db.query<UserRow>(
        `INSERT INTO users (email, encrypted_password, full_name, phone, country_code, state, user_type, plan, user_meta,
                            terms_accepted_at, email_confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'free', $8, CASE WHEN $9 THEN now() END, now())
         RETURNING ${USER_COLUMNS}`,
        [u.email, u.passwordHash, u.fullName, u.phone, u.countryCode, u.state, u.userType ?? 'user', u.userMeta, u.termsAccepted],
      );
      return rows[0]!;
    },
    async updateProfile(
      id: string,
      p: { fullName?: string; phone?: string; countryCode?: string; state?: string; userMeta?: Record<string, unknown> },
    ): Promise<UserRow | null> {
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET full_name = COALESCE($2, full_name), phone = COALESCE($3, phone),
                country_code = COALESCE($4, country_code), state = COALESCE($5, state),
                user_meta = user_meta || COALESCE($6::jsonb, '{}'::jsonb), updated_at = now()
          WHERE id = $1 RETURNING ${USER_COLUMNS}`,
        [id, p.fullName ?? null, p.phone ?? null, p.countryCode ?? null, p.state ?? null, p.userMeta ?? null],
      );
      return rows[0] ?? null;
    },
    async setPassword(id: string, passwordHash: string): Promise<void> {
      await db.query(`UPDATE users SET encrypted_password = $2, updated_at = now() WHERE id = $1`, [id, passwordHash]);
    },
    async setUserType(id: string, userType: UserType): Promise<void> {
      await db.query(`UPDATE users SET user_type = $2, updated_at = now() WHERE id = $1`, [id, userType]);
    },
    async dailyUsage(userId: string): Promise<DailyUsage> {
      const { rows } = await db.query<{ count: number; day: string; today: boolean }>(
        `SELECT count, to_char(day, 'YYYY-MM-DD') AS day, resets_at > now() AS today
           FROM daily_usage WHERE user_id = $1`,
        [userId],
      );
      const r = rows[0];
      return r ? { count: r.today ? r.count : 0, lastDate: r.day } : { count: 0, lastDate: null };
    },
    async expireRecoveryTokens(userId: string): Promise<void> {
      await db.query(`UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    },
    async touchSignIn(id: string): Promise<void> {
      await db.query(`UPDATE users SET last_sign_in_at = now() WHERE id = $1`, [id]);
    },

    async insertSession(userId: string, amr: SessionRow['amr'], userAgent: string | null): Promise<SessionRow> {
      const { rows } = await db.query<SessionRow>(
        `INSERT INTO auth_sessions (user_id, amr, user_agent) VALUES ($1, $2, $3) RETURNING id, user_id, amr, created_at`,
        [userId, amr, userAgent?.slice(0, 300) ?? null],
      );
      return rows[0]!;
    },
    async findLiveSession(sessionId: string, userId: string): Promise<SessionRow | null> {
      const { rows } = await db.query<SessionRow>(
        `SELECT id, user_id, amr, created_at FROM auth_sessions
          WHERE id = $1 AND user_id = $2 AND (not_after IS NULL OR not_after > now())`,
        [sessionId, userId],
      );
      return rows[0] ?? null;
    },
    async findSession(sessionId: string): Promise<SessionRow | null> {
      const { rows } = await db.query<SessionRow>(`SELECT id, user_id, amr, created_at FROM auth_sessions WHERE id = $1`, [sessionId]);
      return rows[0] ?? null;
    },
    async deleteSession(sessionId: string): Promise<void> {
      await db.query(`DELETE FROM auth_sessions WHERE id = $1`, [sessionId]);
    },
    /**
     * Disables or re-enables an account. Disabling also ends every session (refresh tokens go
     * with them), so the next request with any of its tokens is refused; the guard checks
     * disabled_at as well. Call it inside a transaction. Returns false when there is no such user.
     */
    async setDisabled(userId: string, disabled: boolean): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE users SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) END, updated_at = now() WHERE id = $1`,
        [userId, disabled],
      );
      if (disabled) await db.query(`DELETE FROM auth_sessions WHERE user_id = $1`, [userId]);
      return (rowCount ?? 0) > 0;
    },
    /** Ends every session of the user, or every one but `keep`. Refresh tokens go with them (cascade). */
    async deleteSessionsOf(userId: string, keep: string | null = null): Promise<void> {
      await db.query(`DELETE FROM auth_sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [userId, keep]);
    },

    async insertRefreshToken(sessionId: string, tokenHash: string, parentHash: string | null): Promise<void> {
      await db.query(`INSERT INTO auth_refresh_tokens (session_id, token_hash, parent_hash) VALUES ($1, $2, $3)`, [sessionId, tokenHash, parentHash]);
    },
    /** Locks the token row, so two tabs refreshing at once are served one after the other. */
    async lockRefreshToken(tokenHash: string): Promise<RefreshTokenRow | null> {
      const { rows } = await db.query<RefreshTokenRow>(
        `SELECT t.id, t.session_id, t.revoked, t.rotated_at, s.user_id,
                (s.not_after IS NULL OR s.not_after > now()) AS session_live
           FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id
          WHERE t.token_hash = $1 FOR UPDATE OF t`,
        [tokenHash],
      );
      return rows[0] ?? null;
    },
    async rotateRefreshToken(id: number, sessionId: string): Promise<void> {
      await db.query(`UPDATE auth_refresh_tokens SET revoked = true, rotated_at = now() WHERE id = $1`, [id]);
      await db.query(`UPDATE auth_sessions SET refreshed_at = now() WHERE id = $1`, [sessionId]);
    },
    async isWithinReuseGrace(id: number, graceSeconds: number): Promise<boolean> {
      const { rows } = await db.query<{ ok: boolean }>(
        `SELECT rotated_at > now() - make_interval(secs => $2) AS ok FROM auth_refresh_tokens WHERE id = $1`,
        [id, graceSeconds],
      );
      return rows[0]?.ok === true;
    },

    /** A new recovery link supersedes the user's earlier unused ones. */
    async insertRecoveryToken(userId: string, tokenHash: string, ttlSeconds: number): Promise<void> {
      await db.query(`UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND token_type = 'recovery' AND used_at IS NULL`, [userId]);
      await db.query(
        `INSERT INTO auth_one_time_tokens (user_id, token_type, token_hash, expires_at)
         VALUES ($1, 'recovery', $2, now() + make_interval(secs => $3))`,
        [userId, tokenHash, ttlSeconds],
      );
    },
    /** Marks the token used and returns its user, only if it was unused and unexpired (one atomic statement). */
    async consumeRecoveryToken(tokenHash: string): Promise<string | null> {
      const { rows } = await db.query<{ user_id: string }>(
        `UPDATE auth_one_time_tokens SET used_at = now()
          WHERE token_hash = $1 AND token_type = 'recovery' AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [tokenHash],
      );
      return rows[0]?.user_id ?? null;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
