import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { AuthSession } from '@luna/contracts';
import type { TokenSigner } from '../../infra/auth/tokens.ts';
import type { Database, Queryable } from '../../infra/db/database.ts';
import { authFailures } from './auth-errors.ts';
import { createAuthRepository, type SessionRow, type UserRow } from './auth-repository.ts';
import { appMetadata, toAuthUser, userMetadata } from './user-shapes.ts';

/** Two tabs refreshing with the same token at once both get the same new token (notes §A.5). */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = () => randomBytes(32).toString('base64url');

/**
 * Sessions: an HS256 access token with GoTrue's claims plus an opaque refresh token that is
 * stored only as a SHA-256 hash and rotated on every use.
 *
 * A rotated token's successor is derived from it with an HMAC under a server key instead of
 * being random: within the reuse grace the server can then hand a second tab exactly the token
 * the first tab got, without ever storing a usable token. Outside the grace, presenting a
 * rotated token means it leaked, and the whole session is ended.
 */
export function createSessionService(opts: { db: Database; tokens: TokenSigner; secret: string }) {
  const childKey = createHash('sha256').update(`refresh-rotation:${opts.secret}`).digest();
  const childOf = (token: string) => createHmac('sha256', childKey).update(token).digest('base64url');

  async function accessToken(user: UserRow, session: SessionRow) {
    return opts.tokens.sign({
      sub: user.id,
      email: user.email,
      session_id: session.id,
      amr: [{ method: session.amr === 'recovery' ? 'recovery' : 'password', timestamp: Math.floor(session.created_at.getTime() / 1000) }],
      app_metadata: appMetadata(user),
      user_metadata: userMetadata(user),
      phone: '',
    });
  }

  async function toSession(user: UserRow, session: SessionRow, refreshToken: string): Promise<AuthSession> {
    const { token, expiresAt } = await accessToken(user, session);
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: opts.tokens.expiresIn,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toAuthUser(user),
    };
  }

  return {
    /** Starts a session for a user who just proved who they are (password or e-mailed link). */
    async start(user: UserRow, amr: SessionRow['amr'], userAgent: string | null, db: Queryable = opts.db): Promise<AuthSession> {
      // Password and e-mailed link alike: a disabled account gets no new session.
      if (user.disabled_at) throw authFailures.userBanned();
      const repo = createAuthRepository(db);
      const session = await repo.insertSession(user.id, amr, userAgent);
      const refreshToken = randomToken();
      await repo.insertRefreshToken(session.id, sha256(refreshToken), null);
      await repo.touchSignIn(user.id);
      const fresh = (await repo.findUserById(user.id)) ?? user;
      return toSession(fresh, session, refreshToken);
    },

    /** The refresh_token grant: rotate, serve a racing tab within the grace, end the session on reuse. */
    async refresh(refreshToken: string): Promise<AuthSession> {
      const outcome = await opts.db.tx(async (client) => {
        const repo = createAuthRepository(client);
        let token = refreshToken;
        // Walk forward through successors handed out within the grace (a tab may be several behind).
        for (let hops = 0; hops < 5; hops++) {
          const row = await repo.lockRefreshToken(sha256(token));
          if (!row || !row.session_live) return { kind: 'not_found' as const };
          if (!row.revoked) {
            const child = childOf(token);
            await repo.rotateRefreshToken(row.id, row.session_id);
            await repo.insertRefreshToken(row.session_id, sha256(child), sha256(token));
            return { kind: 'ok' as const, sessionId: row.session_id, userId: row.user_id, refreshToken: child };
          }
          if (!(await repo.isWithinReuseGrace(row.id, REFRESH_REUSE_GRACE_SECONDS))) {
            await repo.deleteSession(row.session_id);
            return { kind: 'reused' as const };
          }
          token = childOf(token);
          const next = await repo.lockRefreshToken(sha256(token));
          if (next && !next.revoked) return { kind: 'ok' as const, sessionId: row.session_id, userId: row.user_id, refreshToken: token };
        }
        return { kind: 'not_found' as const };
      });
      if (outcome.kind === 'reused') throw authFailures.refreshReused();
      if (outcome.kind === 'not_found') throw authFailures.refreshNotFound();
      const repo = createAuthRepository(opts.db);
      const [user, session] = await Promise.all([repo.findUserById(outcome.userId), repo.findSession(outcome.sessionId)]);
      if (!user || !session || user.disabled_at) throw authFailures.refreshNotFound();
      return toSession(user, session, outcome.refreshToken);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
