import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';

/**
 * Issue 14: production accepted the compose file's placeholder secrets, derived missing ones from
 * the data folder's path (so anyone could compute them), and without SMTP wrote reset links (live
 * login tokens) to the log.
 */
const SECURE = {
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  PAYMENTS: 'emulator',
  JWT_SECRET: 'j'.repeat(40),
  SERVICE_ROLE_KEY: 's'.repeat(40),
  COOKIE_SECRET: 'c'.repeat(40),
  SMTP_URL: 'smtp://mail:1025',
};

describe('production configuration', () => {
  it('starts with its own secrets and mail', () => {
    const config = loadConfig(SECURE);
    expect([config.jwtSecret, config.serviceRoleKey, config.cookieSecret]).toEqual([
      SECURE.JWT_SECRET,
      SECURE.SERVICE_ROLE_KEY,
      SECURE.COOKIE_SECRET,
    ]);
  });

  it.each(['JWT_SECRET', 'SERVICE_ROLE_KEY', 'COOKIE_SECRET'])('refuses to derive a missing %s from the data path', (key) => {
    expect(() => loadConfig({ ...SECURE, [key]: undefined })).toThrow(new RegExp(`${key}: required in production`));
  });

  it.each([
    ['JWT_SECRET', 'change-me-a-long-random-jwt-secret-value'],
    ['SERVICE_ROLE_KEY', 'change-me-service-role-key-at-least-32-chars'],
    ['COOKIE_SECRET', 'change-me-a-long-random-cookie-secret'],
  ])('refuses the placeholder %s', (key, value) => {
    expect(() => loadConfig({ ...SECURE, [key]: value })).toThrow(new RegExp(`${key}: is a placeholder`));
  });

  it('refuses to start without SMTP_URL, so no reset link is ever only logged', () => {
    expect(() => loadConfig({ ...SECURE, SMTP_URL: undefined })).toThrow(/SMTP_URL: required in production/);
  });

  it('keeps the development defaults outside production', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).jwtSecret).toMatch(/^dev-only-/);
  });
});
