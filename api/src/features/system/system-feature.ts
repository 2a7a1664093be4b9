import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FREE_DAILY_MESSAGES, healthSchema, runtimeConfigSchema, VISITOR_MESSAGES } from '@luna/contracts';
import type { Config } from '../../config/env.ts';

const VERSION = '0.1.0';

/** Liveness/readiness and the browser's runtime configuration (an explicit allow-list). */
export const systemFeature: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get('/api/health', { schema: { tags: ['system'], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const dbOk = await app.db.ping();
    return reply.status(dbOk ? 200 : 503).send({ status: dbOk ? 'ok' : 'degraded', database: dbOk ? 'ok' : 'down', version: VERSION });
  });

  const runtimeConfig = runtimeConfigSchema.parse({
    productName: config.PRODUCT_NAME,
    productId: `${config.PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_pro`,
    price: { amount: config.PRO_PRICE_CENTS, currency: 'usd', interval: 'month' },
    payments: {
      mode: config.paymentsMode,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_emulator',
    },
    // Empty means "this origin": the browser fills in window.location.origin.
    auth: { url: '', anonKey: config.AUTH_ANON_KEY },
    // The browser always calls /webhook/* on Luna's origin; with n8n, Luna forwards (ADR 051).
    workflowBaseUrl: '',
    limits: { freeDailyMessages: FREE_DAILY_MESSAGES, visitorMessages: VISITOR_MESSAGES },
  });

  app.get('/api/config', { schema: { tags: ['system'], response: { 200: runtimeConfigSchema } } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(runtimeConfig),
  );
};
