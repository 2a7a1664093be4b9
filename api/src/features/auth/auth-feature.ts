import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { registerWorkflowDoors, workflowDoors } from '../../infra/workflow-doors.ts';
import { createAuthLimits } from './auth-rate-limits.ts';
import { createAuthService } from './auth-service.ts';
import { gotrueRoutes } from './gotrue-routes.ts';
import { workflowRoutes } from './workflow-routes.ts';

/** The account service over this app's database, tokens and mailer. */
export function authServiceFor(app: FastifyInstance, config: Config) {
  return createAuthService({
    db: app.db,
    tokens: app.tokens,
    mailer: app.mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    productName: config.PRODUCT_NAME,
    secret: config.jwtSecret,
    recoverResponseMs: config.AUTH_RECOVER_RESPONSE_MS,
  });
}

/** Accounts and sessions: /auth/v1 (supabase-js) and the account workflows (/webhook/*), over one service. */
export async function authFeature(app: FastifyInstance, { config }: { config: Config }) {
  const auth = authServiceFor(app, config);
  const limit = createAuthLimits(app, config);
  await app.register(gotrueRoutes, { config, auth, limit });
  await registerWorkflowDoors(app, workflowRoutes, { auth, limit }, workflowDoors(config));
}
