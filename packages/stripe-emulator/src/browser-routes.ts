import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientAuthenticate, clientConfirm, type ClientResult } from './client-operations.ts';
import type { StripeEmulator } from './stripe-emulator.ts';

/**
 * Emulator mode only: the browser's stand-in for Stripe.js. With the publishable key and the
 * PaymentIntent's client secret (never the secret key), the card form confirms the payment with
 * the test PaymentMethod id its card number maps to (TEST_CARDS), and completes 3-D Secure.
 * Mount with `app.register(stripeEmulatorBrowserRoutes, { emulator })` when `emulator` is non-null.
 */
const params = z.object({ id: z.string().regex(/^pi_[A-Za-z0-9]+$/) });
const keyed = {
  client_secret: z.string().min(1).max(200),
  /** The publishable key, as Stripe.js sends it (`key`); `Authorization: Bearer pk_…` also works. */
  key: z.string().max(200).optional(),
};
const confirmBody = z.object({
  ...keyed,
  payment_method: z
    .string()
    .regex(/^pm_[A-Za-z0-9_]+$/)
    .max(100),
  postal_code: z.string().max(10).optional(),
});
const authenticateBody = z.object({ ...keyed, result: z.enum(['success', 'failure']).default('success') });
const stripeError = z.object({ error: z.looseObject({ type: z.string(), message: z.string() }) });
const response = {
  200: z.looseObject({ id: z.string(), object: z.literal('payment_intent'), status: z.string() }),
  400: stripeError,
  401: stripeError,
  402: stripeError,
  404: stripeError,
};

export const stripeEmulatorBrowserRoutes: FastifyPluginAsyncZod<{ emulator: StripeEmulator }> = async (app, { emulator }) => {
  const rateLimit = { max: 30, timeWindow: '1 minute' };
  // Errors in Stripe's shape, as Stripe.js expects: a bad body was answered by the host's error
  // handler in another shape, which failed these routes' response schema and became a 500.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath?.split('/').filter(Boolean).join('.');
      return reply.status(400).send({
        error: { type: 'invalid_request_error', message: `Invalid request${where ? ` (${where})` : ''}: ${first?.message ?? 'invalid value'}` },
      });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) throw error;
    const type = status === 429 ? 'rate_limit_error' : 'invalid_request_error';
    return reply.status(status as 400).send({ error: { type, message: error.message } });
  });
  const keyOk = (bodyKey: string | undefined, authorization: string | undefined) =>
    (bodyKey ?? authorization?.replace(/^Bearer\s+/i, '')) === emulator.publishableKey;
  const unauthorized: ClientResult = {
    statusCode: 401,
    body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: use the publishable key from /api/config.' } },
  };

  app.post(
    '/stripe-emulator/v1/payment_intents/:id/confirm',
    { schema: { tags: ['payments'], params, body: confirmBody, response }, config: { rateLimit } },
    async (request, reply) => {
      const { client_secret, payment_method, postal_code, key } = request.body;
      const result = keyOk(key, request.headers.authorization)
        ? clientConfirm(emulator.context, request.params.id, { clientSecret: client_secret, paymentMethod: payment_method, postalCode: postal_code })
        : unauthorized;
      return reply.status(result.statusCode as 200).send(result.body as never);
    },
  );

  app.post(
    '/stripe-emulator/v1/payment_intents/:id/authenticate',
    { schema: { tags: ['payments'], params, body: authenticateBody, response }, config: { rateLimit } },
    async (request, reply) => {
      const { client_secret, result: outcome, key } = request.body;
      const result = keyOk(key, request.headers.authorization)
        ? clientAuthenticate(emulator.context, request.params.id, { clientSecret: client_secret, succeed: outcome === 'success' })
        : unauthorized;
      return reply.status(result.statusCode as 200).send(result.body as never);
    },
  );
};
