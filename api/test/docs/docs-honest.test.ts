import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Docs name only scripts and variables that exist, and every variable is documented. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const envSource = fs.readFileSync(path.join(root, 'api/src/config/env.ts'), 'utf8');
const scripts = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);

describe('README', () => {
  it('documents every environment variable the API reads', () => {
    const vars = [...envSource.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
    expect(vars.length).toBeGreaterThan(10);
    const missing = vars.filter((v) => !readme.includes(`\`${v}\``));
    expect(missing).toEqual([]);
  });

  it('names only npm scripts that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z0-9:_-]+)/g)].map((m) => m[1]!);
    expect(named.filter((s) => !scripts.includes(s))).toEqual([]);
    expect(scripts).toEqual(expect.arrayContaining(['start', 'test', 'validate', 'bench']));
  });

  it('has a README in each top-level folder', () => {
    for (const dir of ['api', 'frontend', 'e2e', 'packages/contracts', 'workflows']) {
      expect(fs.existsSync(path.join(root, dir, 'README.md')), `${dir}/README.md`).toBe(true);
    }
  });
});
