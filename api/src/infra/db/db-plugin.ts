import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from './database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Exposes the already-open, already-migrated database as `app.db`; the server owns its life. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database }) => {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
