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

/** The connection died under the query (not an SQL error): the statement never got an answer. */
function isConnectionLost(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    e?.code === 'ECONNRESET' ||
    e?.code === 'EPIPE' ||
    e?.code === '57P01' || // admin shutdown: the server is restarting
    /Connection terminated/i.test(e?.message ?? '')
  );
}

/**
 * A statement that changes nothing, so sending it again after a lost connection cannot apply
 * anything twice. A write (or a SELECT that calls a function with effects) that lost its
 * connection may already have been applied, so it is never resent (docs/decisions/002).
 */
export function isSafeToRepeat(text: string): boolean {
  return /^\s*(select|with|show)\b/i.test(text) && !/\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*|for\s+update)\b/i.test(text);
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

  // If the embedded connection is lost anyway, pg replaces the client and a read-only statement
  // is sent once more on the new one, so a person sees no error; a write surfaces its error
  // (a retried chat send is then safe: docs/decisions/100). PostgreSQL keeps pg's behaviour.
  const query: Queryable['query'] = async (text, params) => {
    try {
      return await pool.query(text, params as unknown[]);
    } catch (err) {
      if (!embedded || !isConnectionLost(err) || !isSafeToRepeat(text)) throw err;
      return pool.query(text, params as unknown[]);
    }
  };

  return {
    kind: embedded ? 'embedded' : 'postgres',
    query,
    async tx(fn) {
      const client = await pool.connect();
      // pg's pool listens for errors only on idle clients. A checked-out client whose server goes
      // away (restart: 57P01) emits 'error' with no listener, which ends the process; here it only
      // fails this transaction, and the broken client is destroyed instead of going back to the pool.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (isConnectionLost(err)) broken ??= err as Error;
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.off('error', onError);
        client.release(broken);
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
