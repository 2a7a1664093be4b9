import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../src/infra/db/embedded-postgres.ts';

/** The probe (issue 14): two processes on one embedded data folder lost acknowledged writes. */
describe('the embedded data folder is locked to one process', { timeout: 180_000 }, () => {
  const opened: EmbeddedPostgres[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((e) => e.close()));
  });
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'luna-lock-'));

  it('refuses a second start on the same folder with a clear message, and allows one after the first stops', async () => {
    const dir = folder();
    const first = await startEmbeddedPostgres(dir);
    opened.push(first);
    await expect(startEmbeddedPostgres(dir)).rejects.toThrow(/in use by another Luna process \(PID \d+\)/);
    await first.close();
    opened.length = 0;
    opened.push(await startEmbeddedPostgres(dir));
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = folder();
    fs.writeFileSync(path.join(dir, 'luna.lock'), '999999999');
    opened.push(await startEmbeddedPostgres(dir));
    expect(fs.readFileSync(path.join(dir, 'luna.lock'), 'utf8')).toBe(String(process.pid));
  });
});
