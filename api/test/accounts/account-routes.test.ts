import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDetailsResponseSchema } from '@luna/contracts';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

describe(`account routes (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  describe('GET /api/user/:email/type', () => {
    it('tells a user their own type, whatever the case of the address', async () => {
      const u = await createTestUser(t);
      const res = await t.app.inject({ url: `/api/user/${encodeURIComponent(u.email.toUpperCase())}/type`, headers: u.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ userType: 'user', isAdmin: false });
    });

    it('lets an admin look anyone up; unknown -> 404', async () => {
      const admin = await createTestUser(t, { userType: 'admin' });
      const u = await createTestUser(t);
      expect((await t.app.inject({ url: `/api/user/${encodeURIComponent(admin.email)}/type`, headers: admin.auth })).json()).toEqual({
        userType: 'admin',
        isAdmin: true,
      });
      expect((await t.app.inject({ url: `/api/user/${encodeURIComponent(u.email)}/type`, headers: admin.auth })).json()).toEqual({
        userType: 'user',
        isAdmin: false,
      });
      const missing = await t.app.inject({ url: `/api/user/${encodeURIComponent('ghost@example.com')}/type`, headers: admin.auth });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('not_found:user');
    });

    it("refuses someone else's address (403) and anonymous callers (401)", async () => {
      const a = await createTestUser(t);
      const b = await createTestUser(t, { userType: 'admin' });
      const other = await t.app.inject({ url: `/api/user/${encodeURIComponent(b.email)}/type`, headers: a.auth });
      expect(other.statusCode).toBe(403);
      // Existence is not revealed: an unknown address is also 403 for a non-admin.
      expect((await t.app.inject({ url: `/api/user/${encodeURIComponent('ghost@example.com')}/type`, headers: a.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/user/${encodeURIComponent(a.email)}/type` })).statusCode).toBe(401);
    });
  });

  describe('GET /api/user/:id/details', () => {
    it("returns the spec's local user with today's message count", async () => {
      const u = await createTestUser(t, { fullName: 'Nova Starling', plan: 'pro' });
      const today = new Date().toISOString().slice(0, 10);
      await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, $2, 2)`, [u.id, today]);
      const res = await t.app.inject({ url: `/api/user/${u.id}/details`, headers: u.auth });
      expect(res.statusCode).toBe(200);
      expect(userDetailsResponseSchema.parse(res.json())).toEqual({
        success: true,
        user: {
          id: u.id,
          name: 'Nova Starling',
          email: u.email,
          plan: 'pro',
          userType: 'user',
          dailyMessageCount: 2,
          lastMessageDate: today,
          subscription: null,
        },
      });
    });

    it.each([
      ['missing', ''],
      ["the literal 'false'", 'false'],
    ])('falls back to the e-mail local part when the name is %s', async (_label, fullName) => {
      const u = await createTestUser(t, { fullName, email: `river.song-${Date.now()}@example.com` });
      const res = await t.app.inject({ url: `/api/user/${u.id}/details`, headers: u.auth });
      expect(res.json().user.name).toBe(u.email.split('@')[0]);
    });

    it('counts 0 when the stored day is not today', async () => {
      const u = await createTestUser(t);
      await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, '2021-06-01', 4)`, [u.id]);
      const res = await t.app.inject({ url: `/api/user/${u.id}/details`, headers: u.auth });
      expect(res.json().user).toMatchObject({ dailyMessageCount: 0, lastMessageDate: '2021-06-01' });
    });

    it('is private to the user and admins', async () => {
      const a = await createTestUser(t);
      const b = await createTestUser(t);
      const admin = await createTestUser(t, { userType: 'admin' });
      expect((await t.app.inject({ url: `/api/user/${b.id}/details`, headers: a.auth })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/user/${b.id}/details`, headers: admin.auth })).json().user.id).toBe(b.id);
      expect((await t.app.inject({ url: `/api/user/00000000-0000-4000-8000-000000000000/details`, headers: admin.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/user/not-a-uuid/details`, headers: admin.auth })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/user/${a.id}/details` })).statusCode).toBe(401);
    });
  });
});
