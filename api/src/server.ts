import { ConfigError, loadConfig, type Config } from './config/env.ts';
import { AdminProvisioningError, provisionAdmin } from './features/auth/admin-provisioning.ts';
import { startLuna } from './start.ts';

/** Listens, and closes cleanly on SIGINT/SIGTERM. Starting is start.ts; everything else lives in app.ts. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const { app, db, close } = await startLuna(config, {
    afterMigrate: async (db) => {
      if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
      // Create or promote the configured administrator (idempotent; an existing password is kept).
      await provisionAdmin(db, { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD }).catch((err: unknown) => {
        if (!(err instanceof AdminProvisioningError)) throw err;
        console.error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${err.message}`);
        process.exit(1);
      });
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = db.kind === 'embedded' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(`${config.PRODUCT_NAME} is ready at ${config.publicUrl} (database: ${where})`);
  console.log(`\n  ${config.PRODUCT_NAME} is running at ${config.publicUrl}\n`);
}

void main();
