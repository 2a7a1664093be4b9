import multipartPlugin from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadMessages } from '@luna/contracts';
import { AppError, errorHandlerPlugin } from '../../src/infra/errors.ts';
import { rateLimitPlugin } from '../../src/infra/rate-limit.ts';
import type { ExtractionPool } from '../../src/features/uploads/extraction-pool.ts';
import { uploadRoutes } from '../../src/features/uploads/upload-routes.ts';
import { multipart } from '../uploads/fixtures.ts';

/**
 * Issue 14: every 429 says when to try again. The route limits and the auth flows did; the upload
 * refused with a full extraction queue ("busy") did not. Filling the real queue takes 17 slow OCR
 * jobs, so the route runs here with a pool that is full.
 */
describe('Retry-After on refusals that are not the rate-limit plugin', () => {
  let app: FastifyInstance;
  let extractions = 0;
  const fullPool: ExtractionPool = {
    extract: async () => (extractions++, { ok: false, reason: 'busy' }),
    load: 16,
    close: async () => undefined,
  };

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(rateLimitPlugin, {});
    app.decorateRequest('identity', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.identity = { userId: 'u-1', email: 'u@example.com', fullName: 'U', userType: 'user', plan: 'pro', sessionId: 's-1', amr: 'password' };
    });
    await app.register(multipartPlugin);
    const usage = { chargeImage: async () => true, refundImage: async () => undefined };
    await app.register(uploadRoutes, { pool: fullPool, usage, images: null });
    app.get('/slow-down', async () => {
      throw new AppError('rate_limit:request', 'Please wait.', { retryAfterSeconds: 7.2 });
    });
    app.get('/plain', async () => {
      throw new AppError('not_found:thing', 'Not here.');
    });
    await app.ready();
  });
  afterAll(async () => app?.close());

  it('an upload refused because the extraction queue is full is a 429 with Retry-After', async () => {
    const body = multipart('note.txt', Buffer.from('a quiet evening'), 'text/plain');
    const res = await app.inject({ method: 'POST', url: '/api/upload', headers: body.headers, payload: body.payload });
    expect(extractions).toBe(1);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'rate_limit:upload', message: uploadMessages.busy });
    const seconds = Number(res.headers['retry-after']);
    expect(Number.isInteger(seconds)).toBe(true);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('an AppError carries Retry-After in whole seconds; one without it sends none', async () => {
    const slow = await app.inject({ url: '/slow-down' });
    expect(slow.statusCode).toBe(429);
    expect(slow.headers['retry-after']).toBe('8');
    expect(slow.json()).toEqual({ error: { code: 'rate_limit:request', message: 'Please wait.' } });
    const plain = await app.inject({ url: '/plain' });
    expect(plain.statusCode).toBe(404);
    expect(plain.headers['retry-after']).toBeUndefined();
  });
});
