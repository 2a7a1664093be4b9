import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../infra/errors.ts';
import { outboxRepository } from '../../infra/mail/outbox-repository.ts';

/**
 * GET /api/dev/outbox/latest?to= — the newest kept e-mail to an address, with its link, so E2E
 * tests and developers can follow a reset link without SMTP. It hands out account-takeover
 * links, so accountFeature registers it only when NODE_ENV is not 'production'.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = outboxRepository(app.db);
  app.get(
    '/api/dev/outbox/latest',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().min(1).max(320) }),
        response: {
          200: z.object({
            to: z.string(),
            subject: z.string(),
            text: z.string(),
            kind: z.string(),
            link: z.string().nullable(),
            createdAt: z.string(),
          }),
        },
      },
    },
    async (request) => {
      const mail = await outbox.latestTo(request.query.to.trim());
      if (!mail) throw new AppError('not_found:outbox', 'No e-mail to that address.');
      return {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        kind: mail.kind,
        link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? null,
        createdAt: mail.createdAt,
      };
    },
  );
};
