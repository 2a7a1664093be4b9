import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from '../../src/infra/spa.ts';

/**
 * The built frontend is served compressed (issue 13: on a phone, 550 kB of JavaScript was sent
 * as is, and Lighthouse mobile performance was 0.66). scripts/precompress.mjs writes .br and .gz
 * at build time; the API picks one by Accept-Encoding.
 */
describe('the built frontend is served compressed', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-dist-'));
  const app = Fastify();
  const script = 'x'.repeat(5000);
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/app.js'), script);
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../../scripts/precompress.mjs'), dist]);
    await app.register(spaPlugin, { distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends Brotli, then gzip, then plain, by what the browser accepts', async () => {
    const br = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
