import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatFileSize } from '@luna/contracts';
import { buildTestApp, createTestUser, type TestApp, type TestUser } from '../helpers.ts';
import { multipart, textPdf } from '../uploads/fixtures.ts';

/** Issue 9: the data export lists the files a person sent (name, type, size, date), never their content. */
describe('attachments in the account export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  const exportOf = async (u: TestUser, format = 'json') =>
    t.app.inject({ method: 'GET', url: `/api/account/export?format=${format}`, headers: u.auth });

  it('carries name, type, size and the message date; markdown says it; a restore keeps it', async () => {
    const user = await createTestUser(t, { plan: 'pro' });
    const body = multipart('letter from the clinic.pdf', await textPdf(['Your next appointment is on Tuesday.']));
    const up = (await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...user.auth }, payload: body.payload })).json();
    const attachment = { content: up.extractedText, filename: up.filename, file_type: up.fileType, mimetype: up.mimetype, file_size: up.size };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'Can we talk about this?', attachment },
    });
    expect(first.statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: user.auth,
      payload: { user_query: 'Thank you', sessionId: first.json().sessionId },
    });

    const backup = (await exportOf(user)).json();
    const messages = backup.conversations[0].messages;
    expect(messages[0]).toMatchObject({
      sender: 'user',
      content: 'Can we talk about this?',
      attachment: { filename: 'letter from the clinic.pdf', mimetype: 'application/pdf', size: up.size, fileType: 'document' },
    });
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThan(Date.now() - 60_000); // the date it was sent
    expect(messages.slice(1).every((m: { attachment?: unknown }) => m.attachment === undefined)).toBe(true);
    // The file's text was never stored with the person's message (only the companion's reply may quote a line).
    expect(JSON.stringify(messages[0])).not.toContain('Tuesday');
    expect(Object.keys(messages[0].attachment).sort()).toEqual(['fileType', 'filename', 'mimetype', 'size']);

    const md = (await exportOf(user, 'markdown')).body;
    expect(md).toContain(`> Can we talk about this?\n\n_Attached: letter from the clinic.pdf (application/pdf, ${formatFileSize(up.size)})_`);

    const fresh = await createTestUser(t);
    expect((await t.app.inject({ method: 'POST', url: '/api/account/import', headers: fresh.auth, payload: backup })).statusCode).toBe(200);
    const again = (await exportOf(fresh)).json();
    expect(again.conversations[0].messages[0].attachment).toEqual(messages[0].attachment);
  });
});
