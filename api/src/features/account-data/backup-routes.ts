import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BACKUP_MAX_BYTES, backupSchema, exportQuerySchema, importResponseSchema } from '@luna/contracts';
import { backupToMarkdown } from './backup-markdown.ts';
import { createBackupRepository } from './backup-repository.ts';

/**
 * Chat-history backup (issue 10): every account, free or Pro, may download all of its
 * conversations (it is their data) and restore a backup into the account it is signed in to.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ productName: string }> = async (app, { productName }) => {
  const tags = ['account data'];
  const slug = productName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  app.get('/api/account/export', { onRequest: app.requireUser, schema: { tags, querystring: exportQuerySchema } }, async (request, reply) => {
    const backup = await createBackupRepository(app.db).read(request.identity!.userId);
    const day = backup.exportedAt.slice(0, 10);
    // Personal data: never cached by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    if (request.query.format === 'markdown') {
      reply.header('content-disposition', `attachment; filename="${slug}-conversations-${day}.md"`);
      return reply.type('text/markdown; charset=utf-8').send(backupToMarkdown(backup, productName));
    }
    reply.header('content-disposition', `attachment; filename="${slug}-backup-${day}.json"`);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(backup, null, 2));
  });

  app.post(
    '/api/account/import',
    {
      onRequest: app.requireUser,
      bodyLimit: BACKUP_MAX_BYTES,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, body: backupSchema, response: { 200: importResponseSchema } },
    },
    async (request) => {
      const counts = await createBackupRepository(app.db).restore(request.identity!.userId, request.body);
      return { success: true as const, ...counts };
    },
  );
};
