import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../infra/auth/guard.ts';
import { deleteAccountBodySchema, okResponseSchema } from '@luna/contracts';
import { deleteAccount } from './account-deletion.ts';

/** DELETE /api/account {password}: the signed-in person deletes their own account. */
export const deletionRoutes: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      // Password guesses through this route are limited like log-ins.
      config: { rateLimit: { max: 5, timeWindow: '1 minute', keyGenerator: (req) => bearerToken(req) ?? req.ip } },
      schema: { tags: ['account data'], body: deleteAccountBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await deleteAccount(app, request.identity!.userId, request.body.password, productName);
      return { success: true as const };
    },
  );
};
