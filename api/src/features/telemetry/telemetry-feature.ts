import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, scrubErrorMessage, TELEMETRY_BODY_MAX, telemetryBatchSchema, telemetryPath } from '@luna/contracts';
import { createTelemetryRepository } from './telemetry-repository.ts';

/**
 * POST /api/telemetry: the browser's page views and errors (spec section 2, "App start"),
 * first-party, into our own database. Anonymous by design: no identity is read or stored.
 * The server re-applies the client's scrubbing (path only, message scrubbed and cut), so a
 * client that skips it still stores nothing more.
 */
export async function telemetryFeature(app: FastifyInstance) {
  // navigator.sendBeacon posts a string as text/plain (a CORS-safelisted type every browser
  // allows); read it as JSON here. Encapsulated: other routes keep Fastify's default.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: TELEMETRY_BODY_MAX }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400, code: 'telemetry' }), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/telemetry',
    {
      bodyLimit: TELEMETRY_BODY_MAX,
      schema: {
        tags: ['telemetry'],
        body: telemetryBatchSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await createTelemetryRepository(app.db).insert(
        request.body.events.map((e) => ({
          kind: e.kind,
          path: telemetryPath(e.path),
          message: e.kind === 'pageview' ? null : scrubErrorMessage(e.message ?? '') || null,
        })),
      );
      return reply.status(204).send(null);
    },
  );
}
