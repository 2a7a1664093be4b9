import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Plan, UserType } from '@luna/contracts';
import { AppError } from '../errors.ts';
import type { TokenSigner } from './tokens.ts';

export interface Identity {
  userId: string;
  email: string;
  fullName: string;
  userType: UserType;
  plan: Plan;
  sessionId: string;
  amr: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler: 401 unless a valid access token for a live session is presented. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: 401 without a user, 403 unless that user is an admin. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.identity when a valid token is present, else leaves it null. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Identity comes only from the verified token. The session must still exist (logout, password
 * changes and disabling an account end sessions server-side), and plan and user type are read fresh from the
 * users table, so a payment or a role change takes effect on the very next request.
 */
export const authGuardPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenSigner }) => {
    app.decorate('tokens', opts.tokens);
    app.decorateRequest('identity', null);

    async function resolve(request: FastifyRequest): Promise<Identity | null> {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await opts.tokens.verify(token);
      if (!claims) return null;
      const { rows } = await app.db.query<{
        id: string;
        email: string;
        full_name: string;
        user_type: UserType;
        plan: Plan;
        amr: string;
      }>(
        `SELECT u.id, u.email, u.full_name, u.user_type, u.plan, s.amr
           FROM auth_sessions s JOIN users u ON u.id = s.user_id
          WHERE s.id = $1 AND u.id = $2 AND u.disabled_at IS NULL AND (s.not_after IS NULL OR s.not_after > now())`,
        [claims.session_id, claims.sub],
      );
      const row = rows[0];
      if (!row) return null;
      return {
        userId: row.id,
        email: row.email,
        fullName: row.full_name,
        userType: row.user_type,
        plan: row.plan,
        sessionId: claims.session_id,
        amr: row.amr,
      };
    }

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.identity = await resolve(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.identity = await resolve(request);
      if (!request.identity) throw new AppError('unauthorized:auth', 'Please log in to continue.');
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.identity = await resolve(request);
      if (!request.identity) throw new AppError('unauthorized:auth', 'Please log in to continue.');
      if (request.identity.userType !== 'admin') throw new AppError('forbidden:admin', 'Administrators only.');
    });
  },
  { name: 'auth-guard', dependencies: ['db'] },
);
