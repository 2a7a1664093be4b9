import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

describe('OCR with the network unavailable', () => {
  it('reads an image with English data from the npm package, never fetching anything', async () => {
    // unshare -rn: a new user + network namespace with no interfaces at all (notes 1e).
    const probe = await run('unshare', ['-rn', 'sh', '-c', 'cat /proc/net/dev | wc -l']);
    expect(Number(probe.stdout.trim())).toBeLessThanOrEqual(3); // header lines + lo only: no way out
    const { stdout } = await run('unshare', ['-rn', process.execPath, '--import', 'tsx', path.join(here, 'offline-ocr-child.ts')], {
      cwd: path.resolve(here, '../..'),
      timeout: 90_000,
      env: { ...process.env, TEST_DATABASE_URL: '' },
    });
    const result = JSON.parse(stdout.trim().split('\n').pop()!);
    expect(result.status).toBe(200);
    const words = (result.body.extractedText as string).toLowerCase().match(/[a-z]+/g);
    expect(words).toEqual(expect.arrayContaining(['quiet', 'harbor', 'remembers', 'small', 'boat']));
  }, 120_000);
});
