import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/infra/db/database.ts';
import { provisionAdmin } from '../../src/features/auth/admin-provisioning.ts';
import { createTestDatabase, dbKind, TEST_DATABASE_URL } from '../helpers.ts';

const run = promisify(execFile);
const API_DIR = path.resolve(import.meta.dirname, '../..');

/** `npm run admin -- create EMAIL [--password P]`, run as the real script against a real database. */
describe(`admin CLI (${dbKind})`, { timeout: 120_000 }, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  const open = (): Promise<Database> => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      const testDb = await createTestDatabase();
      env = { DATABASE_URL: testDb.url!, DATA_DIR: os.tmpdir() };
      cleanup = testDb.drop;
    } else {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-cli-'));
      env = { DATA_DIR: dir };
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => cleanup());

  const cli = async (...args: string[]) => {
    try {
      const r = await run(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', ...args], {
        cwd: API_DIR,
        env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
        timeout: 110_000,
      });
      return { code: 0, stdout: r.stdout, stderr: r.stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const userRow = async (email: string) => {
    const db = await open();
    try {
      return (await db.query(`SELECT user_type, encrypted_password FROM users WHERE email = $1`, [email])).rows[0];
    } finally {
      await db.close();
    }
  };

  it('creates an administrator, then reports it unchanged', async () => {
    const created = await cli('create', 'Boss@Example.com', '--password', 'Adm1n!Passw0rd');
    expect(created).toMatchObject({ code: 0, stdout: 'Created administrator: boss@example.com\n' });
    expect((await userRow('boss@example.com'))?.user_type).toBe('admin');
    const again = await cli('create', 'boss@example.com');
    expect(again).toMatchObject({ code: 0, stdout: 'Already an administrator: boss@example.com\n' });
  });

  it('promotes an existing user and can set a new password', async () => {
    const db = await open();
    await db.query(`INSERT INTO users (email, encrypted_password) VALUES ('member@example.com', 'x')`);
    await db.close();
    const res = await cli('create', 'member@example.com', '--password', 'N3w!Passw0rd');
    expect(res).toMatchObject({ code: 0, stdout: 'Promoted to administrator: member@example.com (password changed)\n' });
    const row = await userRow('member@example.com');
    expect(row?.user_type).toBe('admin');
    expect(row?.encrypted_password).toMatch(/^\$argon2id\$/);
  });

  it('refuses bad input with a clear message and a non-zero exit', async () => {
    expect(await cli('create', 'new@example.com')).toMatchObject({ code: 1, stderr: expect.stringContaining('a password is needed') });
    expect(await cli('create', 'weak@example.com', '--password', 'password')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Password must be at least 8'),
    });
    expect(await cli('create', 'not-an-email', '--password', 'Adm1n!Passw0rd')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('valid email'),
    });
    expect((await cli('delete', 'x@example.com')).code).toBe(2);
    expect(await userRow('new@example.com')).toBeUndefined();
  });

  it('start-up provisioning (ADMIN_EMAIL/ADMIN_PASSWORD) is idempotent and keeps a changed password', async () => {
    const db = await open();
    try {
      expect((await provisionAdmin(db, { email: 'ops@example.com', password: 'Adm1n!Passw0rd' })).outcome).toBe('created');
      const before = (await db.query(`SELECT encrypted_password FROM users WHERE email = 'ops@example.com'`)).rows[0];
      expect(await provisionAdmin(db, { email: 'ops@example.com', password: 'Other!Passw0rd' })).toEqual({
        outcome: 'unchanged',
        passwordSet: false,
      });
      const after = (await db.query(`SELECT encrypted_password, user_type FROM users WHERE email = 'ops@example.com'`)).rows[0];
      expect(after).toEqual({ ...before, user_type: 'admin' });
    } finally {
      await db.close();
    }
  });
});
