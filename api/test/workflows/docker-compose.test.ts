import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/env.ts';
import { ROOT, VERSIONS } from '../../../scripts/n8n/n8n-launcher.ts';

interface Service {
  image?: string;
  command?: string;
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
}
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;

/** The secrets an operator must put in .env: `${VAR:?message}` refuses to start without them. */
const OPERATOR_ENV: Record<string, string> = {
  JWT_SECRET: 'a'.repeat(40),
  SERVICE_ROLE_KEY: 'b'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
};

/** What `docker compose` does with `${VAR:-default}`, `${VAR:?required}` and `${VAR}` given only OPERATOR_ENV. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(env).map(([k, v]) => [
      k,
      String(v).replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_m, name: string, op?: string, d?: string) => {
        if (op === '?' && !OPERATOR_ENV[name]) throw new Error(`compose requires ${name}`);
        return OPERATOR_ENV[name] ?? (op === '-' ? (d ?? '') : '');
      }),
    ]),
  );

describe('docker-compose.yml (scripts/test.sh also runs `docker-compose config`)', () => {
  it('runs every n8n process on the pinned release', () => {
    for (const name of ['n8n', 'n8n-worker', 'n8n-import']) expect(services[name]!.image).toBe(`n8nio/n8n:${VERSIONS.n8n}`);
    expect(services['n8n-worker']!.command).toBe('worker');
  });

  it('imports and activates the workflows before n8n and its worker start, in queue mode', () => {
    expect(services['n8n-import']!.entrypoint).toEqual(['/bin/sh', '/deploy/n8n-import.sh']);
    for (const name of ['n8n', 'n8n-worker']) {
      expect(services[name]!.depends_on!['n8n-import']).toEqual({ condition: 'service_completed_successfully' });
      expect(services[name]!.environment).toMatchObject({ EXECUTIONS_MODE: 'queue', QUEUE_BULL_REDIS_HOST: 'redis', DB_TYPE: 'postgresdb' });
    }
    expect(withDefaults(services['n8n-import']!.environment!).LUNA_SERVICE_KEY).toBe(withDefaults(services.app!.environment!).SERVICE_ROLE_KEY);
  });

  it('has no placeholder secrets: the operator must set them, and production refuses placeholders', () => {
    const app = services.app!.environment!;
    for (const key of Object.keys(OPERATOR_ENV)) expect(app[key]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    expect(() => loadConfig({ ...withDefaults(app), JWT_SECRET: 'change-me-a-long-random-jwt-secret-value' })).toThrow(
      /JWT_SECRET: is a placeholder/,
    );
  });

  it('gives the app a configuration its validation accepts, using n8n', () => {
    const config = loadConfig(withDefaults(services.app!.environment!));
    expect(config.WORKFLOW_BASE_URL).toBe('http://n8n:5678');
    expect(config.NODE_ENV).toBe('production');
    expect(config.OPENAI_BASE_URL).toBeUndefined();
    expect(config.paymentsMode).toBe('emulator');
  });
});
