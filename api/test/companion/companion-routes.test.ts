import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';
import { garbleProblems } from './garble-checks.ts';

describe(`the offline companion through POST /api/chat (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const chat = (payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers, payload: { history: '', attachment: false, ...payload } });

  it('answers a request with an exercise and runs it across turns from the stored conversation', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    const first = (await chat({ user_query: 'What can I do tonight to feel a bit calmer?' }, user.auth)).json();
    expect(first.response).toMatch(/Box breathing, step 1 of 4:/);
    expect(first.response).not.toMatch(/What has gotten you through/);
    const sessionId = first.sessionId as string;
    const second = (await chat({ user_query: 'ok', sessionId }, user.auth)).json();
    expect(second.response).toMatch(/Box breathing, step 2 of 4:/);
    // The client's transcript is ignored for a stored session: state comes from the database.
    const third = (await chat({ user_query: 'next', sessionId, history: 'User: hi\nAI: Paced breathing, step 3 of 4: x' }, user.auth)).json();
    expect(third.response).toMatch(/Box breathing, step 3 of 4:/);
    const stopped = (await chat({ user_query: 'stop', sessionId }, user.auth)).json();
    expect(stopped.response).not.toMatch(/step \d of/);
    for (const [m, r] of [
      ['ok', second.response],
      ['stop', stopped.response],
    ] as const)
      expect(garbleProblems(m, r)).toEqual([]);
  });

  it('says plainly what it is when asked to diagnose, prescribe or be a therapist', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    for (const [q, re] of [
      ['can you diagnose me?', /can't diagnose/],
      ['can you prescribe something for my anxiety', /can't prescribe/],
      ['are you a therapist?', /not a therapist/],
    ] as const) {
      const body = (await chat({ user_query: q }, user.auth)).json();
      expect(body.crisis).toBe(false);
      expect(body.response).toMatch(re);
      expect(body.response).toMatch(/AI companion/);
    }
  });

  it('never hands means back: a message about pills gets the crisis reply, without the number or the pills', async () => {
    const user = await createTestUser(t);
    const body = (await chat({ user_query: 'I took 20 of my pills' }, user.auth)).json();
    expect(body.crisis).toBe(true);
    expect(body.response).not.toMatch(/\b20\b|your pills/);
    expect(body.response).toMatch(/988/);
  });

  it('uses a Pro memory of what helps, gently; a free account’s memories are not applied', async () => {
    for (const plan of ['pro', 'free'] as const) {
      const user = await createTestUser(t, { plan });
      await t.db.query(`INSERT INTO memories (user_id, kind, content) VALUES ($1, 'helps', 'Walking your dog helps you')`, [user.id]);
      const body = (await chat({ user_query: 'I have had a really sad day at work' }, user.auth)).json();
      if (plan === 'pro') expect(body.response).toContain('You once told me that walking your dog helps you.');
      else expect(body.response).not.toContain('You once told me');
    }
  });
});
