import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { safeReplacementReply } from '../../src/features/chat/safety/crisis.ts';
import { buildTestApp, createTestUser, dbKind, type TestApp } from '../helpers.ts';

// A companion that goes wrong: its reply must meet the same output screen as a model's.
vi.mock('../../src/features/chat/companion/offline-companion.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/features/chat/companion/offline-companion.ts')>();
  return {
    ...real,
    offlineReply: (input: { message: string }) =>
      input.message === 'test the screen' ? 'I hear you. It sounds like you have depression.' : real.offlineReply(input as never),
  };
});

describe(`the offline companion's reply passes the output screen at the route (${dbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('replaces a reply the screen blocks, as it would a model reply, and stores the replacement', async () => {
    const user = await createTestUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'test the screen', history: '', attachment: false },
    });
    const body = res.json();
    expect(body.response).toBe(safeReplacementReply());
    expect(body.response).not.toMatch(/depression/);
    const stored = (await t.app.inject({ url: `/api/sessions/${body.sessionId}/messages`, headers: user.auth })).json().messages;
    expect(stored.at(-1).message).toBe(safeReplacementReply());
  });
});
