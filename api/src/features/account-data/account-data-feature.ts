import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env.ts';
import { createScheduler, type Scheduler } from '../../infra/scheduler.ts';
import { backupRoutes } from './backup-routes.ts';
import { retentionJob, weeklyBackupJob } from './data-jobs.ts';
import { deletionRoutes } from './deletion-routes.ts';
import { personalRoutes } from './personal-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (retention, weekly backup); tests call tick() instead of waiting. */
    scheduler: Scheduler;
  }
}

/** How often each instance looks for due jobs; the jobs themselves say how often they run. */
const CHECK_EVERY_MS = 60_000;

/**
 * What a person controls about their companion and their data (issue 10): personality and
 * memory (Pro), backup and restore, retention, and deleting the account.
 */
export const accountDataFeature = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const productName = config.PRODUCT_NAME;
    await app.register(personalRoutes);
    await app.register(backupRoutes, { productName });
    await app.register(deletionRoutes, { productName });

    const scheduler = createScheduler(app.db, app.log);
    scheduler.add(retentionJob(app.db));
    scheduler.add(weeklyBackupJob(app.db, app.mailer, productName));
    app.decorate('scheduler', scheduler);
    // Tests drive the jobs with tick(); a running server checks every minute.
    if (config.NODE_ENV !== 'test') app.addHook('onReady', async () => scheduler.start(CHECK_EVERY_MS));
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'account-data', dependencies: ['db', 'auth-guard', 'mail', 'billing'] },
);
