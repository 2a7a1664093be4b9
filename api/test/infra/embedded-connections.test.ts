import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSafeToRepeat } from '../../src/infra/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/infra/db/embedded-postgres.ts';

/**
 * The cause of the embedded database's dropped connections (docs/decisions/002): when pg replaced
 * its one client, the new connection could arrive before the socket server had let go of the old
 * one, and was refused. The server now accepts a second connection while one is open.
 */
describe('embedded database connections', () => {
  let e: EmbeddedPostgres;
  beforeAll(async () => {
    e = await startEmbeddedPostgres('memory://');
  });
  afterAll(async () => e.close());

  const connect = async () => {
    const c = new pg.Client({ host: e.socketDir, port: e.port, user: 'postgres', database: 'postgres' });
    c.on('error', () => {});
    await c.connect();
    return c;
  };

  it('accepts a new connection while the old one is still open, and both answer', async () => {
    const old = await connect();
    const fresh = await connect();
    expect((await fresh.query('SELECT 1 AS one')).rows[0].one).toBe(1);
    expect((await old.query('SELECT 2 AS two')).rows[0].two).toBe(2);
    await Promise.all([old.end(), fresh.end()]);
  });

  it('keeps a transaction on one connection apart from statements on another', async () => {
    const a = await connect();
    const b = await connect();
    await a.query('CREATE TABLE tx_probe (v int)');
    await a.query('BEGIN');
    await a.query('INSERT INTO tx_probe VALUES (1)');
    const seen = b.query('SELECT count(*)::int AS n FROM tx_probe'); // waits for the transaction
    await a.query('COMMIT');
    expect((await seen).rows[0].n).toBe(1);
    await Promise.all([a.end(), b.end()]);
  });

  it('a pool that replaces its idle client between bursts loses no statement', async () => {
    const pool = new pg.Pool({ host: e.socketDir, port: e.port, user: 'postgres', database: 'postgres', max: 1, idleTimeoutMillis: 5 });
    pool.on('error', () => {});
    await pool.query('CREATE TABLE burst (v int)');
    const failures: string[] = [];
    for (let round = 0; round < 60; round++) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          pool.query('INSERT INTO burst VALUES ($1)', [i]).catch((err: { code?: string; message: string }) => failures.push(err.code ?? err.message)),
        ),
      );
      await new Promise((r) => setTimeout(r, 8)); // past the idle timeout: the next burst reconnects
    }
    expect(failures).toEqual([]);
    expect((await pool.query('SELECT count(*)::int AS n FROM burst')).rows[0].n).toBe(600);
    await pool.end();
  });
});

describe('what is resent after a lost connection', () => {
  it.each([
    ['SELECT 1', true],
    ['  select id from users where email = $1', true],
    ['WITH x AS (SELECT 1) SELECT * FROM x', true],
    ['INSERT INTO chat_messages (content) VALUES ($1)', false],
    ['UPDATE daily_usage SET count = count + 1', false],
    ['WITH s AS (UPDATE chat_sessions SET updated_at = now() RETURNING id) INSERT INTO chat_messages SELECT 1', false],
    ['SELECT nextval($1)', false],
    ['SELECT pg_advisory_xact_lock(1)', false],
    ['SELECT * FROM users WHERE id = $1 FOR UPDATE', false],
    ['DELETE FROM sessions', false],
  ])('%s -> %s', (text, safe) => {
    expect(isSafeToRepeat(text)).toBe(safe);
  });
});
