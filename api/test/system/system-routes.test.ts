import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

describe(`system routes (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, (app) => {
      app.get('/api/test-whoami', { preHandler: app.requireUser }, async (req) => req.identity);
    });
  });
  afterAll(async () => t.close());

  it('reports health with the database status', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves runtime config without secrets', async () => {
    const res = await t.app.inject({ url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ productName: 'Luna', productId: 'luna_pro', price: { amount: 999, currency: 'usd' } });
    expect(body.payments.mode).toBe('emulator');
    expect(JSON.stringify(body)).not.toMatch(/sk_|whsec_|dev-only/);
  });

  it('answers unknown API paths with a JSON 404 in the one error model', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found:route', message: 'No route GET /api/nope' } });
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/health');
  });

  it('knows a signed-in user from the token and refuses forged ones', async () => {
    const user = await createTestUser(t);
    const ok = await t.app.inject({ url: '/api/test-whoami', headers: user.auth });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userId: user.id, plan: 'free', userType: 'user' });
    const forged = user.accessToken.slice(0, -4) + 'AAAA';
    const bad = await t.app.inject({ url: '/api/test-whoami', headers: { authorization: `Bearer ${forged}` } });
    expect(bad.statusCode).toBe(401);
    await t.db.query('DELETE FROM auth_sessions WHERE id = $1', [user.sessionId]);
    const ended = await t.app.inject({ url: '/api/test-whoami', headers: user.auth });
    expect(ended.statusCode).toBe(401);
  });
});
