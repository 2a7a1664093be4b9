import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountDisplayName, userDetailsResponseSchema, userTypeResponseSchema } from '@luna/contracts';
import type { Identity } from '../../infra/auth/guard.ts';
import { AppError } from '../../infra/errors.ts';
// The one read the details route needs from billing: the user's current subscription (spec section 3).
import { getSubscriptionSummary } from '../billing/index.ts';
import { createAccountRepository } from './account-repository.ts';

/** A user may look only at themself; an admin at anyone. Checked before existence, so nothing leaks. */
function assertMayView(identity: Identity, target: { email?: string; id?: string }) {
  if (identity.userType === 'admin') return;
  const self = target.email !== undefined ? target.email.trim().toLowerCase() === identity.email.toLowerCase() : target.id === identity.userId;
  if (!self) throw new AppError('forbidden:user', 'You can only view your own account.');
}

/** GET /api/user/{email}/type and GET /api/user/{id}/details (spec section 7, product API). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accounts = createAccountRepository(app.db);
  const tags = ['accounts'];

  app.get(
    '/api/user/:email/type',
    {
      schema: { tags, params: z.object({ email: z.string().min(1).max(320) }), response: { 200: userTypeResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      assertMayView(request.identity!, { email: request.params.email });
      const user = await accounts.findByEmail(request.params.email.trim());
      if (!user) throw new AppError('not_found:user', 'No account with that email address.');
      return { userType: user.user_type, isAdmin: user.user_type === 'admin' };
    },
  );

  app.get(
    '/api/user/:id/details',
    {
      schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: { 200: userDetailsResponseSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      assertMayView(request.identity!, { id: request.params.id });
      const user = await accounts.findById(request.params.id);
      if (!user) throw new AppError('not_found:user', 'No such user.');
      return {
        success: true as const,
        user: {
          id: user.id,
          name: accountDisplayName(user.full_name, user.email),
          email: user.email,
          plan: user.plan,
          userType: user.user_type,
          dailyMessageCount: user.daily_count,
          lastMessageDate: user.last_message_date,
          subscription: await getSubscriptionSummary(app.db, user.id),
        },
      };
    },
  );
};
