import { accountMessages, isValidEmail, normalizeEmail, isStrongPassword, PASSWORD_MAX, RESET_PASSWORD_MIN, type AuthSession } from '@luna/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenSigner } from '../../infra/auth/tokens.ts';
import type { Database } from '../../infra/db/database.ts';
import type { Mailer } from '../../infra/mail/mailer.ts';
import { AuthFailure, authFailures } from './auth-errors.ts';
import { createAuthRepository, type DailyUsage, type SessionRow, type UserRow } from './auth-repository.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hasher.ts';
import { checkProfileData, checkRegistration, type SignupInput } from './registration-rules.ts';
import { createSessionService, randomToken, sha256 } from './session-service.ts';

export const RECOVERY_TTL_SECONDS = 3600;

export interface AuthServiceDeps {
  db: Database;
  tokens: TokenSigner;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  productName: string;
  secret: string;
  /** A reset request is answered after this long, whether or not the address has an account. */
  recoverResponseMs: number;
}

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}

/**
 * Every account flow, once: /auth/v1 (GoTrue's shapes) and /webhook/* (the spec's workflow
 * envelopes) are two thin adapters over these functions.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const repo = createAuthRepository(deps.db);
  const sessions = createSessionService({ db: deps.db, tokens: deps.tokens, secret: deps.secret });
  const origin = new URL(deps.publicUrl).origin;

  /** Only this app's own pages may receive tokens in a redirect; anything else goes to /reset-password. */
  function safeRedirect(raw: string | undefined | null): string {
    const fallback = `${deps.publicUrl}/reset-password`;
    if (!raw) return fallback;
    try {
      const url = new URL(raw, `${origin}/`);
      if (url.origin !== origin || (!raw.startsWith('/') && !/^https?:\/\//i.test(raw)) || raw.startsWith('//')) return fallback;
      url.hash = '';
      return url.toString();
    } catch {
      return fallback;
    }
  }

  /** Writes a reset token and mails its link, when the address has an account. */
  async function sendRecoveryLink(email: string, redirectTo?: string | null): Promise<void> {
    const user = await repo.findUserByEmail(email);
    if (!user) return;
    const token = randomToken();
    await repo.insertRecoveryToken(user.id, sha256(token), RECOVERY_TTL_SECONDS);
    const link =
      `${deps.publicUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=recovery` +
      `&redirect_to=${encodeURIComponent(safeRedirect(redirectTo))}`;
    await deps.mailer.send({
      to: user.email,
      subject: `Reset your ${deps.productName} password`,
      text:
        `Someone asked to reset the password of your ${deps.productName} account.\n\n` +
        `To choose a new password, open this link within one hour:\n${link}\n\n` +
        `If this wasn't you, ignore this e-mail; your password stays the same.`,
      kind: 'recovery',
      link,
    });
  }

  return {
    safeRedirect,
    refresh: sessions.refresh,

    async signUp(input: SignupInput, userAgent: string | null): Promise<{ user: UserRow; session: AuthSession }> {
      const fields = checkRegistration(input);
      if (await repo.findUserByEmail(fields.email)) throw authFailures.userExists();
      const passwordHash = await hashPassword(input.password);
      try {
        return await deps.db.tx(async (client) => {
          const user = await createAuthRepository(client).insertUser({ ...fields, passwordHash });
          return { user, session: await sessions.start(user, 'password', userAgent, client) };
        });
      } catch (err) {
        // Two sign-ups racing for one address: the unique index decides.
        if ((err as { code?: string }).code === '23505') throw authFailures.userExists();
        throw err;
      }
    },

    async signIn(emailInput: string, password: string, userAgent: string | null): Promise<{ user: UserRow; session: AuthSession }> {
      const email = normalizeEmail(emailInput);
      if (!email || !password) throw new AuthFailure(400, 'validation_failed', accountMessages.loginRequired);
      const user = email.length <= 254 && password.length <= PASSWORD_MAX ? await repo.findUserByEmail(email) : null;
      if (!user) {
        await burnPasswordCheck(password);
        throw authFailures.invalidCredentials();
      }
      if (!(await verifyPassword(user.encrypted_password, password))) throw authFailures.invalidCredentials();
      const session = await sessions.start(user, 'password', userAgent);
      return { user: (await repo.findUserById(user.id)) ?? user, session };
    },

    /** Resolves the user and live session behind an access token, with GoTrue's error codes. */
    async authenticate(bearer: string | null, anonKey: string): Promise<Authenticated> {
      if (!bearer || bearer === anonKey) throw authFailures.noAuthorization();
      const claims = await deps.tokens.verify(bearer);
      if (!claims) throw authFailures.badJwt();
      const user = await repo.findUserById(claims.sub);
      if (!user) throw authFailures.userNotFound();
      if (user.disabled_at) throw authFailures.sessionNotFound();
      const session = await repo.findLiveSession(claims.session_id, user.id);
      if (!session) throw authFailures.sessionNotFound();
      return { user, session };
    },

    /** PUT /user: profile data merges into user_metadata; a new password ends the other sessions. */
    async updateUser(
      auth: Authenticated,
      body: { password?: string; current_password?: string; data?: Record<string, unknown>; email?: string; app_metadata?: unknown },
    ): Promise<UserRow> {
      if (body.app_metadata !== undefined) throw authFailures.notAdmin('Updating app_metadata');
      if (body.email !== undefined && normalizeEmail(body.email) !== auth.user.email.toLowerCase())
        throw authFailures.validation('Changing the email address is not supported.');
      const profile = body.data ? checkProfileData(body.data) : null;
      if (body.password !== undefined) {
        if (body.password.length < RESET_PASSWORD_MIN) throw authFailures.weakPassword('Password must be at least 6 characters long', ['length']);
        if (body.password.length > PASSWORD_MAX) throw authFailures.validation(accountMessages.passwordTooLong);
        // The same strength as at registration (the reset screen shows the spec's 6-character rule first).
        if (!isStrongPassword(body.password))
          throw authFailures.weakPassword(accountMessages.password, [body.password.length < 8 ? 'length' : 'characters']);
        // Only a reset link's recovery session may set a password without the current one; otherwise
        // a stolen access token would be enough to take the account (GoTrue's current_password field).
        if (auth.session.amr !== 'recovery') {
          if (!body.current_password) throw authFailures.reauthenticationNeeded();
          if (body.current_password.length > PASSWORD_MAX || !(await verifyPassword(auth.user.encrypted_password, body.current_password)))
            throw authFailures.currentPasswordWrong();
        }
        if (await verifyPassword(auth.user.encrypted_password, body.password)) throw authFailures.samePassword();
      }
      const passwordHash = body.password !== undefined ? await hashPassword(body.password) : null;
      return deps.db.tx(async (client) => {
        const r = createAuthRepository(client);
        if (profile) await r.updateProfile(auth.user.id, profile);
        if (passwordHash) {
          await r.setPassword(auth.user.id, passwordHash);
          // Anyone else holding a session or a reset link loses it with the old password.
          await r.deleteSessionsOf(auth.user.id, auth.session.id);
          await r.expireRecoveryTokens(auth.user.id);
        }
        return (await r.findUserById(auth.user.id))!;
      });
    },

    async logout(auth: Authenticated, scope: 'global' | 'local' | 'others'): Promise<void> {
      if (scope === 'local') await repo.deleteSession(auth.session.id);
      else await repo.deleteSessionsOf(auth.user.id, scope === 'others' ? auth.session.id : null);
    },

    /**
     * Sends a one-hour, one-time reset link when the address has an account. The answer is the
     * same either way and comes after the same time (`recoverResponseMs`): the work runs beside
     * that wait, so a registered address (a token written, a mail sent) is not measurably slower
     * than an unknown one (issue 14), and a slow or failing mail server neither delays nor
     * changes the answer.
     */
    async requestRecovery(emailInput: string, redirectTo?: string | null): Promise<void> {
      const email = normalizeEmail(emailInput);
      if (!email) throw authFailures.validation(accountMessages.forgotRequired);
      if (!isValidEmail(email)) throw authFailures.validation(accountMessages.email);
      void sendRecoveryLink(email, redirectTo).catch((err: Error) => deps.log.warn({ err: { type: err.name } }, 'reset link not sent'));
      await new Promise((resolve) => setTimeout(resolve, deps.recoverResponseMs));
    },

    /** GET /verify: spends the link and starts a recovery session (amr 'recovery'). */
    async verifyRecovery(token: string, userAgent: string | null): Promise<AuthSession> {
      const userId = token ? await repo.consumeRecoveryToken(sha256(token)) : null;
      const user = userId ? await repo.findUserById(userId) : null;
      if (!user) throw authFailures.otpExpired();
      return sessions.start(user, 'recovery', userAgent);
    },

    dailyUsage: (userId: string): Promise<DailyUsage> => repo.dailyUsage(userId),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
