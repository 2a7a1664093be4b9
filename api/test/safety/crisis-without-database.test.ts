import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';

/**
 * The probe: a signed-in person's crisis message during a database outage got a 500. The crisis
 * reply is fixed text and needs nothing stored, so it must arrive whatever the database does.
 */
describe('a crisis message while the database is down', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await createTestUser(t);
    await t.db.close(); // the real outage: every query now fails
  });
  afterAll(async () => {
    await t.app.close();
  });

  const crisis = { user_query: 'I want to kill myself tonight', history: '' };

  it('still gets the crisis reply as JSON, for a signed-in person', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: crisis });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.response).toMatch(/988/);
    expect(body.response).toMatch(/741741/);
    expect(body.sessionId).toBeNull();
  });

  it('still gets the crisis reply as a stream, and as a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { ...user.auth, accept: 'text/event-stream' },
      payload: crisis,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('event: done');
    expect(res.body).toMatch(/988/);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/chat', payload: crisis });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().crisis).toBe(true);
  });

  it('an ordinary message during the outage gets the calm 5xx, not a crisis reply', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: { user_query: 'hello there', history: '' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal:server');
  });
});
