import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../helpers.ts';
import { multipart } from './fixtures.ts';

/**
 * A real Word 97-2003 document, written by LibreOffice (files/README.md says how), read back by
 * the upload route: the fixtures elsewhere are generated, but nothing in npm writes binary .doc.
 */
const here = new URL('./files/', import.meta.url);
const doc = readFileSync(new URL('journal.doc', here));
const lines = readFileSync(new URL('journal.txt', here), 'utf8').trim().split('\n');

describe('a real .doc upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('is typed as Word from its bytes and its text is read back', async () => {
    expect(doc.subarray(0, 8).toString('hex')).toBe('d0cf11e0a1b11ae1'); // an OLE compound file
    const pro = await createTestUser(t, { plan: 'pro' });
    const body = multipart('old journal.doc', doc);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...pro.auth }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const up = res.json();
    expect(up).toMatchObject({ success: true, filename: 'old journal.doc', mimetype: 'application/msword', fileType: 'document', size: doc.length });
    expect(up.extractedText.split('\n').map((l: string) => l.trim())).toEqual(lines);
    expect(up.textLength).toBe(up.extractedText.length);

    // And in the chat turn the offline companion says what it is.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: pro.auth,
      payload: {
        user_query: '',
        history: '',
        attachment: { content: up.extractedText, filename: up.filename, mimetype: up.mimetype, file_type: up.fileType, file_size: up.size },
      },
    });
    expect(chat.json().response).toContain(
      'Thank you for sharing "old journal.doc" with me: a Word document, a short one. It begins: "My journal, written in Word 97."',
    );
  });

  it('is a Pro file: a free account is told so', async () => {
    const free = await createTestUser(t, { plan: 'free' });
    const body = multipart('journal.doc', doc);
    const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...free.auth }, payload: body.payload });
    expect(res.statusCode).toBe(402);
  });
});
