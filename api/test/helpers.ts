import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import argon2 from 'argon2';
import { loadConfig, type Config } from '../src/config/env.ts';
import type { Database } from '../src/infra/db/database.ts';
import { startLuna } from '../src/start.ts';

/**
 * The database a test file runs against: embedded PGlite in memory by default, or a fresh
 * database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped after).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const dbKind = TEST_DATABASE_URL ? 'postgres' : 'embedded';

export async function createTestDatabase(): Promise<{ url?: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) return { drop: async () => {} };
  const name = `luna_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string | undefined> = {}, extraRoutes?: (app: FastifyInstance) => void): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    DATABASE_URL: testDb.url,
    // Route tests want replies at once; the browser journeys keep the default typing pace.
    OFFLINE_WORD_DELAY_MS: '0',
    ...env,
  });
  const { app, db } = await startLuna(config, { poolSize: 60 });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await testDb.drop();
    },
  };
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  sessionId: string;
  auth: { authorization: string };
}

let counter = 0;

/**
 * Inserts a user and a live session directly, and signs an access token the way /auth/v1
 * does, for tests of features that sit behind authentication.
 */
export async function createTestUser(
  t: TestApp,
  opts: { email?: string; plan?: 'free' | 'pro'; userType?: 'user' | 'admin'; fullName?: string; password?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? `user${++counter}-${randomUUID().slice(0, 8)}@example.com`;
  const password = opts.password ?? 'Sup3r$ecret!';
  const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const { rows } = await t.db.query<{ id: string }>(
    `INSERT INTO users (email, encrypted_password, full_name, plan, user_type, terms_accepted_at, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, now(), now()) RETURNING id`,
    [email, hash, opts.fullName ?? 'Test Person', opts.plan ?? 'free', opts.userType ?? 'user'],
  );
  const id = rows[0]!.id;
  const session = await t.db.query<{ id: string }>(`INSERT INTO auth_sessions (user_id) VALUES ($1) RETURNING id`, [id]);
  const sessionId = session.rows[0]!.id;
  const { token } = await t.app.tokens.sign({
    sub: id,
    email,
    session_id: sessionId,
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    app_metadata: { provider: 'email', providers: ['email'], plan: opts.plan ?? 'free', user_type: opts.userType ?? 'user' },
    user_metadata: { full_name: opts.fullName ?? 'Test Person' },
    phone: '',
  });
  return { id, email, password, accessToken: token, sessionId, auth: { authorization: `Bearer ${token}` } };
}
