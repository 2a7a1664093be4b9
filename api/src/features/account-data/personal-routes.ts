import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataSettingsSchema,
  dataSettingsUpdateSchema,
  memoriesResponseSchema,
  memoryIdParamsSchema,
  okResponseSchema,
  personalityMessages,
  personalityResponseSchema,
  personalitySchema,
} from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { createMemoryRepository } from './memory-repository.ts';
import { createSettingsRepository } from './settings-repository.ts';

/**
 * The person's own companion settings: personality (Pro), what Luna remembers (Pro), and the
 * data settings every account has (memory switch, retention, weekly backup e-mail). Every route
 * acts on the user in the verified token only; there is no user id in any path or body.
 */
export const personalRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = createSettingsRepository(app.db);
  const memories = createMemoryRepository(app.db);
  const tags = ['account data'];
  // onRequest: identity is checked before the body is validated, so a stranger learns nothing from a 400.
  const auth = { onRequest: app.requireUser };

  app.get('/api/account/personality', { ...auth, schema: { tags, response: { 200: personalityResponseSchema } } }, async (request) => {
    const { userId, plan } = request.identity!;
    return { personality: (await settings.get(userId)).personality, active: plan === 'pro' };
  });

  app.put(
    '/api/account/personality',
    { ...auth, schema: { tags, body: personalitySchema, response: { 200: personalityResponseSchema } } },
    async (request) => {
      const { userId, plan } = request.identity!;
      if (plan !== 'pro') throw new AppError('payment_required:personality', personalityMessages.proOnly);
      await settings.savePersonality(userId, request.body);
      return { personality: request.body, active: true };
    },
  );

  app.get('/api/account/memories', { ...auth, schema: { tags, response: { 200: memoriesResponseSchema } } }, async (request) => {
    const { userId, plan } = request.identity!;
    const s = await settings.get(userId);
    return { memories: await memories.list(userId), enabled: s.memoryEnabled, active: plan === 'pro' };
  });

  app.delete(
    '/api/account/memories/:id',
    { ...auth, schema: { tags, params: memoryIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      // Another person's memory reads as missing: the same 404, nothing deleted.
      if (!(await memories.remove(request.identity!.userId, request.params.id))) {
        throw new AppError('not_found:memory', 'That memory was not found.');
      }
      return { success: true as const };
    },
  );

  app.delete('/api/account/memories', { ...auth, schema: { tags, response: { 200: okResponseSchema } } }, async (request) => {
    await memories.clear(request.identity!.userId);
    return { success: true as const };
  });

  app.get('/api/account/settings', { ...auth, schema: { tags, response: { 200: dataSettingsSchema } } }, async (request) => {
    const { personality: _p, ...data } = await settings.get(request.identity!.userId);
    return data;
  });

  app.put(
    '/api/account/settings',
    { ...auth, schema: { tags, body: dataSettingsUpdateSchema, response: { 200: dataSettingsSchema } } },
    async (request) => {
      const { userId, plan } = request.identity!;
      if (request.body.weeklyBackup && plan !== 'pro') {
        throw new AppError('payment_required:backup', 'The weekly backup e-mail is part of Pro.');
      }
      await settings.saveDataSettings(userId, request.body);
      const { personality: _p, ...data } = await settings.get(userId);
      return data;
    },
  );
};
