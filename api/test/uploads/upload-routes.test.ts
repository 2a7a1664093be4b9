import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@luna/contracts';
import { buildTestApp, createTestUser, dbKind, type TestApp, type TestUser } from '../helpers.ts';
import { corruptPdf, docx, docxZipBomb, executable, multipart, OCR_LINES, pixelBomb, scannedPdf, textImage, textPdf } from './fixtures.ts';

/** OCR reads words, not always every letter: compare lower-case words. */
const words = (s: string) => s.toLowerCase().match(/[a-z]+/g) ?? [];

describe(`POST /api/upload (${dbKind})`, () => {
  let t: TestApp;
  let pro: TestUser;
  let free: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ UPLOAD_WORKERS: '2' });
    pro = await createTestUser(t, { plan: 'pro' });
    free = await createTestUser(t, { plan: 'free' });
  });
  afterAll(async () => t.close());

  const upload = (user: TestUser | null, filename: string, bytes: Buffer, type?: string) => {
    const body = multipart(filename, bytes, type);
    return t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...(user?.auth ?? {}) }, payload: body.payload });
  };

  it('reads a text file and answers in the spec shape', async () => {
    const text = 'Dear Luna,\nToday I walked by the sea — and felt calmer. Café.';
    const res = await upload(pro, '../../etc/journal.txt', Buffer.from(text, 'utf8'), 'text/plain');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      filename: 'journal.txt',
      extractedText: text,
      mimetype: 'text/plain',
      size: Buffer.byteLength(text),
      textLength: text.length,
      message: uploadMessages.processed,
      fileType: 'document',
      truncated: false,
    });
  });

  it('decodes a Windows-1252 text file instead of failing', async () => {
    const res = await upload(pro, 'old.txt', Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94]));
    expect(res.statusCode).toBe(200);
    expect(res.json().extractedText).toBe('Café “ok”');
  });

  it('reads a PDF text layer and a DOCX', async () => {
    const pdf = await upload(pro, 'letter.pdf', await textPdf(['Appointment on Monday at nine', 'Bring the blue form']));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json()).toMatchObject({ mimetype: 'application/pdf', fileType: 'document', truncated: false });
    expect(pdf.json().extractedText).toContain('Appointment on Monday at nine');
    expect(pdf.json().extractedText).toContain('Bring the blue form');

    const word = await upload(pro, 'notes.docx', docx(['First paragraph of my journal', 'Second thought']));
    expect(word.statusCode).toBe(200);
    expect(word.json().mimetype).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(word.json().extractedText).toBe('First paragraph of my journal\n\nSecond thought');
  });

  it('reads only the first pages of a 300-page PDF, quickly, and says it was cut', async () => {
    const pages = Array.from({ length: 300 }, (_, i) => `Page number ${i + 1} of the long report`);
    const res = await upload(pro, 'long.pdf', await textPdf(pages));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.truncated).toBe(true);
    expect(body.extractedText).toContain('Page number 1 of');
    expect(body.extractedText).toContain('Page number 50 of');
    expect(body.extractedText).not.toContain('Page number 51 of');
  });

  it('reads an image (PNG, JPEG) and a scanned PDF by OCR', async () => {
    for (const [name, bytes, mime] of [
      ['photo.png', textImage(), 'image/png'],
      ['photo.jpg', textImage(OCR_LINES, 'jpeg'), 'image/jpeg'],
    ] as const) {
      const res = await upload(pro, name, bytes);
      expect(res.statusCode, name).toBe(200);
      expect(res.json()).toMatchObject({ mimetype: mime, fileType: 'image' });
      expect(words(res.json().extractedText)).toEqual(expect.arrayContaining(['quiet', 'harbor', 'remembers', 'small', 'boat']));
    }
    const scan = await upload(pro, 'scan.pdf', await scannedPdf(['Please call the clinic', 'before Friday']));
    expect(scan.statusCode).toBe(200);
    expect(words(scan.json().extractedText)).toEqual(expect.arrayContaining(['please', 'call', 'clinic', 'friday']));
  }, 60_000);

  it('refuses 10 MB + 1 byte with 413 and the spec message', async () => {
    const res = await upload(pro, 'big.txt', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x61));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('File size must be less than 10MB');
    const exact = await upload(pro, 'exact.txt', Buffer.alloc(UPLOAD_MAX_BYTES, 0x61));
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ size: UPLOAD_MAX_BYTES, truncated: true, textLength: 20_000 });
  });

  it('decides the type from the bytes: an executable named .pdf is 415', async () => {
    const res = await upload(pro, 'report.pdf', executable(), 'application/pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'unsupported_media_type:upload', message: uploadMessages.unsupported });
    // A real PNG named .txt is read as the image it is.
    const png = await upload(pro, 'notes.txt', textImage(['hello']), 'text/plain');
    expect(png.json().mimetype).toBe('image/png');
  }, 30_000);

  it('answers an empty, corrupt or bomb file with a clear 4xx, never a 5xx', async () => {
    const empty = await upload(pro, 'empty.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(uploadMessages.empty);

    const corrupt = await upload(pro, 'broken.pdf', corruptPdf());
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json().error.message).toBe(uploadMessages.unreadable);

    const bomb = docxZipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = Date.now();
    const res = await upload(pro, 'bomb.docx', bomb);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(uploadMessages.unreadable);
    expect(Date.now() - started).toBeLessThan(10_000); // refused from the directory, not inflated

    const fakeDoc = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4000, 7)]);
    const doc = await upload(pro, 'old.doc', fakeDoc);
    expect(doc.statusCode).toBe(422);

    const none = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...pro.auth, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  }, 30_000);

  it('needs an account, and holds a free account to text and one small image a day', async () => {
    expect((await upload(null, 'a.txt', Buffer.from('hi'))).statusCode).toBe(401);

    expect((await upload(free, 'a.txt', Buffer.from('hello'))).statusCode).toBe(200);
    const pdf = await upload(free, 'a.pdf', await textPdf(['hello there']));
    expect(pdf.statusCode).toBe(402);
    expect(pdf.json().error).toEqual({ code: 'payment_required:upload', message: uploadMessages.freeKind });

    // An unreadable image (here a pixel bomb, refused from its header) does not use up the day's image.
    const bomb = await upload(free, 'bomb.png', pixelBomb());
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().error.message).toBe(uploadMessages.unreadable);
    expect((await upload(free, 'one.png', textImage(['one']))).statusCode).toBe(200);
    const second = await upload(free, 'two.png', textImage(['two']));
    expect(second.statusCode).toBe(402);
    expect(second.json().error.message).toBe(uploadMessages.freeImages);
    // Pro has no daily image cap.
    for (let i = 0; i < 2; i++) expect((await upload(pro, `p${i}.png`, textImage([`page ${i}`]))).statusCode).toBe(200);
  }, 60_000);
});
