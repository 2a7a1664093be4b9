import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, voiceMessages } from '@luna/contracts';
import { buildTestApp, createTestUser, type TestApp } from '../helpers.ts';
import { multipart } from './fixtures.ts';

/** The EBML header MediaRecorder writes at the start of a WebM recording, then padding. */
function webm(): Buffer {
  const docType = Buffer.from([0x42, 0x82, 0x84, ...Buffer.from('webm')]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | docType.length]), docType, Buffer.alloc(2000, 0)]);
}

describe('POST /api/transcribe and GET /api/voice', () => {
  let upstream: http.Server;
  let seen: { path?: string; body?: string } = {};
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c.toString('latin1')));
      req.on('end', () => {
        seen = { path: req.url, body };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ text: ' I would like to talk about my week. ' }));
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
    t = await buildTestApp({ TRANSCRIPTION_MODEL: 'whisper-test', TRANSCRIPTION_BASE_URL: url });
    off = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
    upstream.close();
  });

  const send = (app: TestApp, auth: Record<string, string>, bytes: Buffer) => {
    const body = multipart('voice.webm', bytes, 'audio/webm');
    return app.app.inject({ method: 'POST', url: '/api/transcribe', headers: { ...body.headers, ...auth }, payload: body.payload });
  };

  it('says whether server transcription exists', async () => {
    expect((await t.app.inject({ url: '/api/voice' })).json()).toEqual({ serverTranscription: true });
    expect((await off.app.inject({ url: '/api/voice' })).json()).toEqual({ serverTranscription: false });
  });

  it('passes a Pro recording to the endpoint and returns the text', async () => {
    const pro = await createTestUser(t, { plan: 'pro' });
    const res = await send(t, pro.auth, webm());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, text: 'I would like to talk about my week.' });
    expect(seen.path).toBe('/v1/audio/transcriptions');
    expect(seen.body).toContain('whisper-test');
  });

  it('refuses what is not audio, too large, a free account, or no endpoint, with 4xx', async () => {
    const pro = await createTestUser(t, { plan: 'pro' });
    expect((await send(t, pro.auth, Buffer.from('plain words'))).json().error.message).toBe(voiceMessages.badAudio);
    const big = await send(t, pro.auth, Buffer.concat([webm(), Buffer.alloc(UPLOAD_MAX_BYTES)]));
    expect(big.statusCode).toBe(413);
    const free = await createTestUser(t, { plan: 'free' });
    expect((await send(t, free.auth, webm())).statusCode).toBe(402);
    const offPro = await createTestUser(off, { plan: 'pro' });
    const none = await send(off, offPro.auth, webm());
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(voiceMessages.unsupported);
    expect((await send(t, {}, webm())).statusCode).toBe(401);
  });
});
