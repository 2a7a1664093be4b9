import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import { authServiceFor } from '../auth/index.ts';
import { adminCouponRoutes } from './admin-coupon-routes.ts';
import { adminReportRoutes } from './admin-report-routes.ts';
import { createAdminService } from './admin-service.ts';
import { adminUserRoutes } from './admin-user-routes.ts';

/**
 * The admin dashboard's API, /api/admin/*. Every route in this scope is for administrators
 * only, checked on the server from the verified token before anything else runs (a visitor
 * gets 401, a user 403, even for a malformed request). Nothing here returns message content.
 */
export async function adminFeature(app: FastifyInstance, { config }: { config: Config }) {
  app.addHook('onRequest', app.requireAdmin);
  const admin = createAdminService({ db: app.db, auth: authServiceFor(app, config) });
  await app.register(adminReportRoutes, { publicUrl: config.publicUrl });
  await app.register(adminUserRoutes, { admin });
  await app.register(adminCouponRoutes);
}
