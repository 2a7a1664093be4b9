import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubErrorMessage, telemetryPath } from '@luna/contracts';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';

describe('scrubbing', () => {
  it('keeps the path only, folding ids and tokens', () => {
    expect(telemetryPath('https://luna.example/reset-password?token=abc#access_token=xyz')).toBe('/reset-password');
    expect(telemetryPath('/chat/6f1c2b3a-1111-4222-8333-444455556666')).toBe('/chat/:id');
    expect(telemetryPath('/x/eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop')).toBe('/x/:token');
  });

  it('takes query strings, e-mails, quoted text, tokens and long numbers out of messages', () => {
    expect(scrubErrorMessage('Failed to fetch https://luna.example/api/x?email=a@b.co&t=1')).toBe('Failed to fetch https://luna.example/api/x');
    expect(scrubErrorMessage('No user ada@example.com')).toBe('No user [email]');
    expect(scrubErrorMessage('Cannot parse "I feel so alone tonight"')).toBe('Cannot parse "…"');
    expect(scrubErrorMessage('bad jwt eyJhbGciOi.eyJzdWIiOiIx.sig123')).toBe('bad jwt [token]');
    expect(scrubErrorMessage('card 4242424242424242 failed')).toBe('card [number] failed');
    expect(scrubErrorMessage('too long '.repeat(100))).toHaveLength(300);
  });
});

describe('POST /api/telemetry and the admin summary', () => {
  let t: TestApp;
  let admin: TestUser;
  const post = (body: string, contentType = 'text/plain;charset=UTF-8') =>
    t.app.inject({ method: 'POST', url: '/api/telemetry', headers: { 'content-type': contentType }, payload: body });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { userType: 'admin' });
  });
  afterAll(async () => t?.close());

  it('stores a beacon batch (text/plain or JSON), scrubbed on the server too, without any identity', async () => {
    const batch = {
      events: [
        { kind: 'pageview', path: '/reset-password?token=secret#access_token=abc' },
        { kind: 'error', path: '/', message: 'Boom at https://x.example/a?token=secret for bo@example.com' },
        { kind: 'unhandledrejection', path: '/about', message: 'Rejected: "my private words"' },
      ],
    };
    expect((await post(JSON.stringify(batch))).statusCode).toBe(204);
    expect((await post(JSON.stringify({ events: [{ kind: 'pageview', path: '/admin' }] }), 'application/json')).statusCode).toBe(204);
    const { rows } = await t.db.query('SELECT kind, path, message FROM telemetry_events ORDER BY id');
    expect(rows).toEqual([
      { kind: 'pageview', path: '/reset-password', message: null },
      { kind: 'error', path: '/', message: 'Boom at https://x.example/a for [email]' },
      { kind: 'unhandledrejection', path: '/about', message: 'Rejected: "…"' },
      { kind: 'pageview', path: '/admin', message: null },
    ]);
  });

  it('refuses bad JSON, unknown kinds, empty and over-long batches (400) and oversize bodies (413)', async () => {
    const before = (await t.db.query('SELECT count(*) AS n FROM telemetry_events')).rows[0]!.n;
    expect((await post('{not json')).statusCode).toBe(400);
    expect((await post(JSON.stringify({ events: [{ kind: 'click', path: '/' }] }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ events: [] }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ events: Array.from({ length: 21 }, () => ({ kind: 'pageview', path: '/' })) }))).statusCode).toBe(400);
    expect((await post(JSON.stringify({ events: [{ kind: 'error', path: '/', message: 'x'.repeat(20_000) }] }))).statusCode).toBe(413);
    expect((await t.db.query('SELECT count(*) AS n FROM telemetry_events')).rows[0]!.n).toBe(before);
  });

  it('shows admins page views and errors per day and the top error messages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/telemetry?days=30', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toMatchObject({ day: new Date().toISOString().slice(0, 10), pageviews: 2, errors: 2 });
    expect(body.topErrors.map((e: { kind: string; count: number }) => [e.kind, e.count]).sort()).toEqual([
      ['error', 1],
      ['unhandledrejection', 1],
    ]);
  });

  it('is rate-limited per client', async () => {
    const one = JSON.stringify({ events: [{ kind: 'pageview', path: '/' }] });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await post(one)).statusCode);
    expect(statuses).toContain(429);
  });
});
