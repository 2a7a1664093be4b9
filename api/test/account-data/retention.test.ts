import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../helpers.ts';

describe('retention and the weekly backup: scheduled jobs whose state is in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const age = (userId: string, days: number) =>
    t.db.query(`UPDATE chat_sessions SET updated_at = now() - make_interval(days => $2) WHERE user_id = $1`, [userId, days]);
  const count = async (userId: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM chat_sessions WHERE user_id = $1`, [userId])).rows[0]!.n;
  const makeDue = () => t.db.query(`UPDATE scheduled_jobs SET next_run_at = now() - interval '1 second'`);

  it('deletes conversations older than the chosen window only, once per due run', async () => {
    const keeper = await createTestUser(t);
    const pruner = await createTestUser(t);
    for (const u of [keeper, pruner]) await t.app.inject({ method: 'POST', url: '/api/chat', headers: u.auth, payload: { user_query: 'Hello' } });
    await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: pruner.auth, payload: { retentionDays: 30 } });
    await age(keeper.id, 40);
    await age(pruner.id, 20);

    await makeDue();
    expect(await t.app.scheduler.tick()).toContain('conversation-retention');
    expect(await count(pruner.id)).toBe(1); // 20 days old, window 30

    await age(pruner.id, 31);
    // Not due again for an hour: the schedule is in the table, so a tick now does nothing...
    expect(await t.app.scheduler.tick()).toEqual([]);
    expect(await count(pruner.id)).toBe(1);
    // ...and once due, it runs (a restarted process reads the same row).
    await makeDue();
    await t.app.scheduler.tick();
    expect(await count(pruner.id)).toBe(0);
    expect(await count(keeper.id)).toBe(1); // no retention chosen: kept
    const job = await t.db.query(`SELECT last_result FROM scheduled_jobs WHERE name = 'conversation-retention'`);
    expect(job.rows[0]).toEqual({ last_result: '1 conversation(s) and 0 mood check-in(s) deleted' });
  });

  it('deletes mood check-ins older than the chosen window too', async () => {
    const pruner = await createTestUser(t);
    const keeper = await createTestUser(t);
    for (const u of [pruner, keeper]) await t.app.inject({ method: 'POST', url: '/api/mood', headers: u.auth, payload: { score: 3 } });
    await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: pruner.auth, payload: { retentionDays: 30 } });
    await t.db.query(`UPDATE mood_checkins SET created_at = now() - interval '31 days' WHERE user_id = ANY($1::uuid[])`, [[pruner.id, keeper.id]]);
    await makeDue();
    await t.app.scheduler.tick();
    const left = async (id: string) =>
      (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mood_checkins WHERE user_id = $1`, [id])).rows[0]!.n;
    expect(await left(pruner.id)).toBe(0);
    expect(await left(keeper.id)).toBe(1); // no retention chosen: kept
  });

  it('e-mails a weekly backup to Pro users who asked, once a week', async () => {
    const pro = await createTestUser(t, { plan: 'pro' });
    const quiet = await createTestUser(t, { plan: 'pro' });
    await t.app.inject({ method: 'POST', url: '/api/chat', headers: pro.auth, payload: { user_query: 'Hello' } });
    const on = await t.app.inject({ method: 'PUT', url: '/api/account/settings', headers: pro.auth, payload: { weeklyBackup: true } });
    expect(on.json().weeklyBackup).toBe(true);
    const mails = async (email: string) =>
      (await t.db.query<{ text_body: string }>(`SELECT text_body FROM outbox WHERE to_address = $1 AND kind = 'weekly_backup'`, [email])).rows;
    await makeDue();
    await t.app.scheduler.tick();
    expect(await mails(pro.email)).toHaveLength(1);
    expect((await mails(pro.email))[0]!.text_body).toMatch(/\[Attached: luna-backup-\d{4}-\d{2}-\d{2}\.json\]/);
    expect(await mails(quiet.email)).toHaveLength(0);
    await makeDue();
    await t.app.scheduler.tick();
    expect(await mails(pro.email)).toHaveLength(1);
  });
});
