import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import { accountDataFeature } from './features/account-data/account-data-feature.ts';
import { accountFeature } from './features/accounts/accounts-feature.ts';
import { adminFeature } from './features/admin/admin-feature.ts';
import { authFeature } from './features/auth/auth-feature.ts';
import { billingFeature } from './features/billing/billing-feature.ts';
import { chatFeature } from './features/chat/chat-feature.ts';
import { systemFeature } from './features/system/system-feature.ts';
import { telemetryFeature } from './features/telemetry/telemetry-feature.ts';
import { createImageHandoff } from './features/uploads/index.ts';
import { uploadsFeature } from './features/uploads/uploads-feature.ts';
import { workflowsFeature } from './features/workflows/workflows-feature.ts';
import { authGuardPlugin } from './infra/auth/guard.ts';
import { createTokenSigner } from './infra/auth/tokens.ts';
import type { Database } from './infra/db/database.ts';
import { dbPlugin } from './infra/db/db-plugin.ts';
import { docsPlugin } from './infra/docs.ts';
import { errorHandlerPlugin } from './infra/errors.ts';
import { loggerOptions } from './infra/logger.ts';
import { mailPlugin } from './infra/mail/mailer.ts';
import { rateLimitPlugin } from './infra/rate-limit.ts';
import { inputTextPlugin } from './infra/input-text.ts';
import { securityPlugin } from './infra/security.ts';
import { spaPlugin } from './infra/spa.ts';

export const FRONTEND_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../frontend/dist');

export interface AppDeps {
  config: Config;
  db: Database;
}

/**
 * The whole application as production runs it; tests build exactly this with app.inject().
 * Infrastructure first, then features, in order.
 */
export async function buildApp({ config, db }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Infrastructure
  await app.register(errorHandlerPlugin);
  await app.register(inputTextPlugin);
  await app.register(securityPlugin);
  await app.register(cookie, { secret: config.cookieSecret });
  await app.register(dbPlugin, { db });
  await app.register(authGuardPlugin, {
    tokens: createTokenSigner(config.jwtSecret, `${config.publicUrl}/auth/v1`, config.JWT_EXPIRY_SECONDS),
  });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(docsPlugin, { productName: config.PRODUCT_NAME });
  await app.register(mailPlugin, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app.addHook('onResponse', async (request, reply) => {
    // One line per request: method, route pattern (never the raw URL, which may carry tokens or
    // e-mail addresses), status and time. Bodies are never logged.
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  // Features
  await app.register(systemFeature, { config });
  // An attached image waits here for its chat turn, only when the model reads images (ADR 022).
  const images = config.aiVision ? createImageHandoff() : null;
  await app.register(chatFeature, { config, images });
  await app.register(authFeature, { config });
  await app.register(accountFeature, { config });
  await app.register(billingFeature, { config });
  await app.register(adminFeature, { config });
  await app.register(telemetryFeature);
  await app.register(accountDataFeature, { config });
  await app.register(uploadsFeature, { config, images });
  if (config.WORKFLOW_BASE_URL) await app.register(workflowsFeature, { baseUrl: config.WORKFLOW_BASE_URL });

  await app.register(spaPlugin, { distDir: FRONTEND_DIST });
  return app;
}
