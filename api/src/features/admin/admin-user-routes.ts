import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminActionResponseSchema,
  adminUserActionSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  apiErrorSchema,
} from '@luna/contracts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import type { AdminService } from './admin-service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The users table (server-side search and keyset pages) and the per-user actions. */
export const adminUserRoutes: FastifyPluginAsyncZod<{ admin: AdminService }> = async (app, { admin }) => {
  const tags = ['admin'];

  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersResponseSchema, ...errors } } },
    async (request) => createAdminUsersRepository(app.db).list(request.query),
  );

  app.post(
    '/api/admin/users/:id/actions',
    {
      schema: { tags, params: adminUserParamsSchema, body: adminUserActionSchema, response: { 200: adminActionResponseSchema, ...errors } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (r) => r.identity?.userId ?? r.ip } },
    },
    async (request) => ({ user: await admin.act(request.identity!, request.params.id, request.body.action) }),
  );
};
