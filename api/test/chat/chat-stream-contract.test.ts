import { chatStreamEventSchema, type ChatStreamEvent } from '@luna/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';

/**
 * The contract between the server's SSE writer and the browser's reader (ADR 076): every event
 * the server writes parses with the union in packages/contracts, the very schema the browser uses.
 */
function framesOf(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((frame) => frame.trim() && !frame.startsWith(':'))
    .map((frame) => ({
      event: /^event: (.+)$/m.exec(frame)?.[1] ?? 'message',
      data: JSON.parse(/^data: (.+)$/m.exec(frame)?.[1] ?? 'null'),
    }));
}

async function streamed(t: TestApp, user: TestUser, userQuery: string): Promise<ChatStreamEvent[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { ...user.auth, accept: 'text/event-stream' },
    payload: { user_query: userQuery },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  return framesOf(res.body).map((frame) => chatStreamEventSchema.parse(frame));
}

describe(`chat stream events follow the contract (${dbKind}, offline companion)`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('an everyday turn: meta, tokens, done with the offline notice, each valid', async () => {
    const events = await streamed(t, await createTestUser(t, { plan: 'pro' }), 'I had a long day at work');
    expect(events[0]).toMatchObject({ event: 'meta', data: { crisis: false } });
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    if (last.event !== 'done') return;
    expect(last.data.notice).toMatch(/offline mode/);
    expect(events.slice(1, -1).every((e) => e.event === 'token')).toBe(true);
  });

  it('a crisis turn: meta says crisis, and the reply carries the resources', async () => {
    const events = await streamed(t, await createTestUser(t), 'I want to kill myself tonight');
    expect(events[0]).toMatchObject({ event: 'meta', data: { crisis: true } });
    const last = events.at(-1)!;
    expect(last.event).toBe('done');
    if (last.event === 'done') expect(last.data.response).toMatch(/988/);
  });

  it('the schema refuses what the browser could not show', () => {
    expect(chatStreamEventSchema.safeParse({ event: 'done', data: { response: 'hi' } }).success).toBe(false);
    expect(chatStreamEventSchema.safeParse({ event: 'token', data: { text: 'hi' } }).success).toBe(false);
  });
});
