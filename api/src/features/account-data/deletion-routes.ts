import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountBodySchema, okResponseSchema } from '@luna/contracts';
import { deleteAccount } from './account-deletion.ts';
import { perPerson } from '../../infra/rate-limit.ts';

/** DELETE /api/account {password}: the signed-in person deletes their own account. */
export const deletionRoutes: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  app.delete(
    '/api/account',
    {
      onRequest: app.requireUser,
      // Password guesses through this route are limited like log-ins.
      config: { rateLimit: perPerson(5) },
      schema: { tags: ['account data'], body: deleteAccountBodySchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await deleteAccount(app, request.identity!.userId, request.body.password, productName);
      return { success: true as const };
    },
  );
};
