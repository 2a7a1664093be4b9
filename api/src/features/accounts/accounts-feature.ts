import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { accountRoutes } from './account-routes.ts';
import { devOutboxRoutes } from './dev-outbox-routes.ts';

/** The product API's account reads, plus the dev-only outbox reader outside production. */
export async function accountFeature(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(accountRoutes);
  if (config.NODE_ENV !== 'production') await app.register(devOutboxRoutes);
}
