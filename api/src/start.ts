import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config/env.ts';
import { openDatabase, type Database } from './infra/db/database.ts';
import { migrate } from './infra/db/migrate.ts';

/**
 * The one way Luna starts (issue 14), shared by the server (server.ts), the admin CLI
 * (cli/admin.ts) and the tests (test/helpers.ts): open the database the configuration names
 * (PostgreSQL, or the embedded one in its locked data folder), bring its schema up to date, and,
 * unless only the database is wanted, build the app over it.
 */
export async function openLunaDatabase(config: Config, opts: { poolSize?: number } = {}): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: opts.poolSize });
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

export interface StartedLuna {
  app: FastifyInstance;
  db: Database;
  /** Closes the app, then the database. */
  close(): Promise<void>;
}

/** `afterMigrate` runs on the ready database before the app is built (the server provisions the configured admin there). */
export async function startLuna(
  config: Config,
  opts: { poolSize?: number; afterMigrate?: (db: Database) => Promise<void> } = {},
): Promise<StartedLuna> {
  const db = await openLunaDatabase(config, opts);
  let app: FastifyInstance;
  try {
    await opts.afterMigrate?.(db);
    app = await buildApp({ config, db });
  } catch (err) {
    await db.close();
    throw err;
  }
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
