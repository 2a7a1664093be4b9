import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/env.ts';
import { createStripe } from '../../src/features/billing/stripe/stripe-client.ts';
import { buildBillingApp, postEvent } from './billing-fixture.ts';

/**
 * Issue 14: a production deployment without Stripe keys ran the emulator (test cards and a 100%-off
 * code made anyone Pro), and the emulator's webhook secret was derived from the data folder's path,
 * so a forged, correctly signed event was trusted.
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  SERVICE_ROLE_KEY: 'a-production-service-key-of-32-characters',
  COOKIE_SECRET: 'a-production-cookie-secret-of-32-characters',
  SMTP_URL: 'smtp://127.0.0.1:1025',
};
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-payments-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

/** Starts `src/server.ts` and gathers its output until `until` matches or it exits. */
function startServer(env: Record<string, string>, until: RegExp): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) child.kill('SIGTERM');
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('payments mode', () => {
  it('refuses production without Stripe keys, naming the keys and PAYMENTS=emulator', () => {
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: 'memory://' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION, DATA_DIR: 'memory://' })).toThrow(/STRIPE_SECRET_KEY: required in production.*PAYMENTS=emulator/);
    expect(loadConfig({ ...PRODUCTION, DATA_DIR: 'memory://', PAYMENTS: 'emulator' }).paymentsMode).toBe('emulator');
    expect(loadConfig({ DATA_DIR: 'memory://' }).paymentsMode).toBe('emulator');
    expect(() => loadConfig({ DATA_DIR: 'memory://', PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
  });

  it('exits at boot in production without Stripe keys, with a clear message', async () => {
    const { code, output } = await startServer({ ...PRODUCTION, DATA_DIR: 'memory://' }, /is ready at/);
    expect(code).toBe(1);
    expect(output).toContain('STRIPE_SECRET_KEY: required in production');
    expect(output).not.toContain('is ready at');
  }, 60_000);

  it('logs the payments mode at boot when the emulator is asked for by name', async () => {
    const { output } = await startServer({ ...PRODUCTION, DATA_DIR: 'memory://', PAYMENTS: 'emulator' }, /is ready at/);
    expect(output).toMatch(/"payments":"emulator"/);
    expect(output).toContain('payments: the Stripe emulator');
  }, 120_000);

  it('uses the emulator only when PAYMENTS=emulator, even with keys set', async () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_real', STRIPE_PUBLISHABLE_KEY: 'pk_test_real', STRIPE_WEBHOOK_SECRET: 'whsec_real' };
    const real = await createStripe(loadConfig({ DATA_DIR: 'memory://', ...keys }));
    expect(real).toMatchObject({ mode: 'stripe', emulator: null });
    const emulated = await createStripe(loadConfig({ DATA_DIR: 'memory://', ...keys, PAYMENTS: 'emulator' }));
    expect(emulated.mode).toBe('emulator');
    await emulated.emulator!.close();
  });
});

describe("the emulator's webhook secret", () => {
  it('is random, kept in the data folder, and the same after a restart', async () => {
    const dir = tempDir();
    const config = loadConfig({ ...PRODUCTION, DATA_DIR: dir, PAYMENTS: 'emulator' });
    const first = await createStripe(config);
    await first.emulator!.close();
    const second = await createStripe(config);
    await second.emulator!.close();
    expect(second.webhookSecret).toBe(first.webhookSecret);
    expect(first.webhookSecret).toMatch(/^whsec_[A-Za-z0-9]{32}$/);
    expect(first.webhookSecret).not.toContain(createHash('sha256').update(dir).digest('hex').slice(0, 24));
    const file = path.join(dir, 'stripe-emulator-webhook-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.webhookSecret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    // Another data folder at the same path (a fresh deployment) gets a different secret.
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir);
    const fresh = await createStripe(config);
    await fresh.emulator!.close();
    expect(fresh.webhookSecret).not.toBe(first.webhookSecret);
  });

  it('rejects an event signed with the secret the data path used to give', async () => {
    const t = await buildBillingApp();
    try {
      const forgedSecret = `whsec_emulator_${createHash('sha256').update(t.config.dataDir).digest('hex').slice(0, 24)}`;
      const event = {
        id: 'evt_forged_1',
        object: 'event',
        type: 'customer.subscription.created',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'sub_forged', object: 'subscription' } },
      };
      const payload = JSON.stringify(event);
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: forgedSecret });
      const res = await postEvent(t, payload, forged);
      expect(res.statusCode).toBe(400);
      const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stripe_events WHERE id = $1', ['evt_forged_1']);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });
});
