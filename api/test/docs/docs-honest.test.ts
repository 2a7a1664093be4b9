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
    for (const dir of ['api', 'frontend', 'e2e', 'packages/contracts', 'packages/stripe-emulator', 'workflows']) {
      expect(fs.existsSync(path.join(root, dir, 'README.md')), `${dir}/README.md`).toBe(true);
    }
  });
});

// Every document a comment or a document cites is in the repository (docs/decisions/073).
const SKIP = new Set(['node_modules', 'dist', '.data', '.git', 'artifacts', 'workflows']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|sh|yml|yaml|css|html)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : filesUnder(rel);
    return TEXT.test(entry.name) ? [rel] : [];
  });
}

// Research notes are quoted as they were; their own references point outside the repository.
const sources = ['api', 'frontend', 'packages', 'e2e', 'scripts', 'docs/decisions', 'README.md', 'docker-compose.yml', 'Dockerfile']
  .flatMap((p) => (fs.statSync(path.join(root, p)).isDirectory() ? filesUnder(p) : [p]))
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
const decisions = fs.readdirSync(path.join(root, 'docs/decisions'));
/**
 * Records cited by code that landed before its ADR: owed by the engineer named, and allowed only
 * while missing. Remove the entry when the record lands.
 */
const OWED_DECISIONS: Record<string, string> = {};

describe('cited documents', () => {
  it('reads the whole tree', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it('every docs/... file a comment or document names exists', () => {
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const [, cited] of text.matchAll(/(?<![\w/.-])(docs\/[\w./-]*\w)/g)) {
        const target = cited!.replace(/\.$/, '');
        const adr = /^docs\/decisions\/(\d{3})$/.exec(target);
        const found = adr ? decisions.some((d) => d.startsWith(`${adr[1]}-`)) : fs.existsSync(path.join(root, target));
        if (!found && !(target in OWED_DECISIONS)) missing.push(`${file}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites notes, the design and the spec by their path in docs/', () => {
    const bare: string[] = [];
    for (const { file, text } of sources) {
      for (const m of text.matchAll(/(?<![\w/.-])(?:shared\/)?(notes\/[\w.-]+\.md|design\.md|spec\.md)/g)) bare.push(`${file}: ${m[0]}`);
    }
    expect(bare).toEqual([]);
  });
});
