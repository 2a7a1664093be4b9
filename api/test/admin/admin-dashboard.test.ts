import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';
import { seedMessages, seedSubscription } from './admin-fixture.ts';

describe('admin dashboard figures', () => {
  let t: TestApp;
  let admin: TestUser;
  const users: TestUser[] = [];
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin.auth });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await createTestUser(t, { userType: 'admin', fullName: 'Ada Admin' });
    for (const [name, email] of [
      ['Grace Hopper', 'grace@navy.example'],
      ['Alan Turing', 'alan@bletchley.example'],
      ['Grace Kelly', 'gk@monaco.example'],
      ['Percent Person', 'odd_100%@example.com'],
    ]) {
      users.push(await createTestUser(t, { fullName: name, email }));
    }
    await seedMessages(t, users[0]!.id, 3);
    await seedMessages(t, users[1]!.id, 2, 5);
    await t.db.query(`INSERT INTO daily_usage (user_id, day, count) VALUES ($1, (now() AT TIME ZONE 'UTC')::date, 3)`, [users[0]!.id]);
    await seedSubscription(t, users[0]!.id, 'active', 999);
    await seedSubscription(t, users[1]!.id, 'past_due', 999);
    await seedSubscription(t, users[2]!.id, 'canceled', 999);
    await seedSubscription(t, users[3]!.id, 'active', 12_000, 'year');
  });
  afterAll(async () => t?.close());

  it('stats: accounts, Pro subscriptions, messages people sent, and MRR in cents', async () => {
    const res = await get('/api/admin/stats');
    expect(res.statusCode).toBe(200);
    // 5 accounts; active + past_due + active = 3; 5 user messages; 999 + 999 + 12000/12.
    expect(res.json()).toEqual({ totalUsers: 5, activeSubscriptions: 3, totalMessages: 5, monthlyRecurringRevenue: 2998 });
  });

  it('users: newest first with their figures, never a message', async () => {
    const res = await get('/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 5, matched: 5, nextCursor: null });
    expect(body.users.map((u: { email: string }) => u.email)).toEqual([
      'odd_100%@example.com',
      'gk@monaco.example',
      'alan@bletchley.example',
      'grace@navy.example',
      admin.email,
    ]);
    const grace = body.users.find((u: { email: string }) => u.email === 'grace@navy.example');
    expect(grace).toMatchObject({
      name: 'Grace Hopper',
      plan: 'free',
      userType: 'user',
      messagesToday: 3,
      messagesTotal: 3,
      subscriptionStatus: 'active',
      disabled: false,
    });
    expect(body.users.find((u: { email: string }) => u.email === 'alan@bletchley.example')).toMatchObject({
      messagesToday: 0,
      messagesTotal: 2,
      subscriptionStatus: 'past_due',
    });
    expect(body.users.find((u: { email: string }) => u.email === admin.email)).toMatchObject({ userType: 'admin', subscriptionStatus: 'none' });
    expect(res.body).not.toContain('seeded');
  });

  it('search narrows by name or e-mail, case-insensitively, and counts the matches', async () => {
    const byName = (await get('/api/admin/users?search=GRACE')).json();
    expect(byName).toMatchObject({ total: 5, matched: 2 });
    expect(byName.users.map((u: { name: string }) => u.name).sort()).toEqual(['Grace Hopper', 'Grace Kelly']);
    const byEmail = (await get('/api/admin/users?search=bletchley')).json();
    expect(byEmail.users.map((u: { name: string }) => u.name)).toEqual(['Alan Turing']);
    expect((await get('/api/admin/users?search=nobody-here')).json()).toMatchObject({ users: [], matched: 0, total: 5 });
  });

  it('search takes % and _ literally', async () => {
    expect((await get(`/api/admin/users?search=${encodeURIComponent('100%')}`)).json().matched).toBe(1);
    expect((await get(`/api/admin/users?search=${encodeURIComponent('%')}`)).json().matched).toBe(1);
    expect((await get(`/api/admin/users?search=${encodeURIComponent('_')}`)).json().matched).toBe(1);
  });

  it('pages with a keyset cursor until the end, without repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(`/api/admin/users?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body: { users: { id: string }[]; nextCursor: string | null } = res.json();
      seen.push(...body.users.map((u) => u.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses a bad cursor, limit or over-long search with 400', async () => {
    for (const q of ['cursor=garbage', 'limit=0', 'limit=101', `search=${'x'.repeat(101)}`]) {
      const res = await get(`/api/admin/users?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('charts: one point per UTC day over 30 or 90 days, today last', async () => {
    const res = await get('/api/admin/charts?days=30');
    expect(res.statusCode).toBe(200);
    const { days } = res.json();
    expect(days).toHaveLength(30);
    const today = days.at(-1);
    expect(today.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today).toMatchObject({ signups: 5, messages: 3, activeSubscriptions: 3 });
    expect(days.at(-6).messages).toBe(2);
    expect((await get('/api/admin/charts?days=90')).json().days).toHaveLength(90);
    expect((await get('/api/admin/charts?days=7')).statusCode).toBe(400);
  });

  it('safety report: counts per month by tier, referrals per year, and the CSV', async () => {
    await t.db.query(
      `INSERT INTO safety_daily_counts (day, tier, category, count) VALUES
         ((now() AT TIME ZONE 'UTC')::date, 'distress', 'suicide', 1), ((now() AT TIME ZONE 'UTC')::date, 'passive', 'suicide', 1),
         ((now() AT TIME ZONE 'UTC')::date, 'active', 'suicide', 1), ((now() AT TIME ZONE 'UTC')::date, 'active', 'self_harm', 1),
         ((now() AT TIME ZONE 'UTC')::date, 'imminent', 'suicide', 1), ('2025-03-10', 'active', 'abuse_at_home', 1)`,
    );
    const report = (await get('/api/admin/safety-report')).json();
    const year = new Date().getUTCFullYear();
    expect(report.referralsByYear).toEqual([
      { year, referrals: 4, distress: 1 },
      { year: 2025, referrals: 1, distress: 0 },
    ]);
    const month = new Date().toISOString().slice(0, 7);
    expect(report.months.filter((m: { month: string }) => m.month === month)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ month, tier: 'active', category: 'suicide', count: 1 }),
        expect.objectContaining({ month, tier: 'active', category: 'self_harm', count: 1 }),
      ]),
    );
    const csv = await get('/api/admin/safety-report.csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.split('\r\n')).toEqual([
      'year,crisis_referral_notifications,supportive_replies_with_resources,protocol_url',
      `${year},4,1,${t.config.publicUrl}/safety`,
      `2025,1,0,${t.config.publicUrl}/safety`,
      '',
    ]);
  });
});
