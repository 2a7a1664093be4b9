/**
 * Run by offline-ocr.test.ts inside a network namespace with no interfaces (`unshare -rn`):
 * builds the real app, uploads an image, prints the result as one JSON line. If tesseract.js
 * tried to fetch its language data the upload would fail (or the process would crash).
 */
import { buildTestApp, createTestUser } from '../helpers.ts';
import { multipart, textImage } from './fixtures.ts';

const t = await buildTestApp();
try {
  const user = await createTestUser(t, { plan: 'pro' });
  const body = multipart('letter.png', textImage());
  const res = await t.app.inject({ method: 'POST', url: '/api/upload', headers: { ...body.headers, ...user.auth }, payload: body.payload });
  console.log(JSON.stringify({ status: res.statusCode, body: res.json() }));
} finally {
  await t.close();
}
