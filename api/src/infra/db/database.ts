import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// int8 (count(*), bigserial) arrives as a string from pg; every count we use fits in a double.
pg.types.setTypeParser(20, (value) => Number(value));

export interface Queryable {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

export interface Database extends Queryable {
  kind: 'postgres' | 'embedded';
  /** Runs `fn` in one transaction on one connection; rolls back on any error. */
  tx<T>(fn: (client: Queryable) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const embedded = opts.databaseUrl ? null : await startEmbeddedPostgres(opts.dataDir);
  const pool = new pg.Pool(
    embedded
      ? { host: embedded.socketDir, port: embedded.port, user: 'postgres', database: 'postgres', max: 1 }
      : { connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 },
  );
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  return {
    kind: embedded ? 'embedded' : 'postgres',
    query: (text, params) => pool.query(text, params as unknown[]),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async ping() {
      try {
        await pool.query('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await pool.end();
      await embedded?.close();
    },
  };
}
