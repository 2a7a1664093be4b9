import type { FastifyInstance } from 'fastify';

const MAX_KEYS = 1_000;

/**
 * Stripe's `Idempotency-Key`: a repeated POST with the same key returns the first response
 * (with `Idempotent-Replayed: true`); the same key with different parameters is an error. This
 * is what makes "Upgrade Now" double-clicks create one subscription, so the emulator keeps it.
 */
export function installIdempotency(app: FastifyInstance): void {
  const seen = new Map<string, { fingerprint: string; status: number; body: string }>();
  const fingerprintOf = (url: string, body: unknown) => `${url}\n${JSON.stringify(body ?? {})}`;

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string') return;
    const cached = seen.get(key);
    if (!cached) return;
    if (cached.fingerprint !== fingerprintOf(request.url, request.body)) {
      return reply.status(400).send({
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    return reply.status(cached.status).header('idempotent-replayed', 'true').header('content-type', 'application/json').send(cached.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || seen.has(key) || reply.statusCode >= 500) return payload;
    if (typeof payload === 'string') {
      seen.set(key, { fingerprint: fingerprintOf(request.url, request.body), status: reply.statusCode, body: payload });
      if (seen.size > MAX_KEYS) seen.delete(seen.keys().next().value as string);
    }
    return payload;
  });
}
