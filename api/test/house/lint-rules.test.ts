import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules are only worth something if `npm run lint` fails when they are broken: each
 * case feeds the repository's own eslint.config.js (or the cycle check) a small violation.
 * The virtual files sit at real paths, so the zones and the resolver see them as the tree would.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const run = promisify(execFile);

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('npm run lint', () => {
  it('runs ESLint and the cycle check', () => {
    const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.lint).toMatch(/^eslint \. && npm run lint:cycles/);
    expect(scripts['lint:cycles']).toContain('--config .dependency-cruiser.cjs');
    for (const dir of ['api/src', 'frontend/src', 'packages']) expect(scripts['lint:cycles']).toContain(dir);
  });
});

describe('import zones', () => {
  it('fails a frontend feature importing another, relative path included', async () => {
    const found = await problems(
      'frontend/src/features/chat/components/probe.tsx',
      "import { UpgradeModal } from '../../billing/components/upgrade-modal.tsx';\nexport const x = UpgradeModal;\n",
    );
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Frontend features do not import each other/)]);
  });

  it('lets a feature import inside itself and from shared code', async () => {
    const found = await problems(
      'frontend/src/features/chat/components/probe.tsx',
      "import { Button } from '../../../components/ui/button.tsx';\nimport { useAutoGrow } from '../hooks/use-auto-grow.ts';\nexport const x = [Button, useAutoGrow];\n",
    );
    expect(found).toEqual([]);
  });

  it('fails shared frontend code importing a feature or the app', async () => {
    const feature = await problems(
      'frontend/src/lib/probe.ts',
      "import { ChatHome } from '../features/chat/components/chat-home.tsx';\nexport const x = ChatHome;\n",
    );
    const app = await problems('frontend/src/components/probe.tsx', "import { AppRouter } from '../app/router.tsx';\nexport const x = AppRouter;\n");
    expect(feature).toEqual([expect.stringMatching(/Shared frontend code never imports features/)]);
    expect(app).toEqual([expect.stringMatching(/Shared frontend code never imports features/)]);
  });

  it('fails API infra importing a feature', async () => {
    const found = await problems(
      'api/src/infra/probe.ts',
      "import { getSubscriptionSummary } from '../features/billing/index.ts';\nexport const x = getSubscriptionSummary;\n",
    );
    expect(found).toEqual([expect.stringMatching(/API infra never imports features/)]);
  });

  it("lets an API feature reach another only through that feature's index.ts", async () => {
    const deep = await problems(
      'api/src/features/chat/probe.ts',
      "import { getSubscriptionSummary } from '../billing/subscription-summary.ts';\nexport const x = getSubscriptionSummary;\n",
    );
    const pub = await problems(
      'api/src/features/chat/probe.ts',
      "import { getSubscriptionSummary } from '../billing/index.ts';\nexport const x = getSubscriptionSummary;\n",
    );
    expect(deep).toEqual([expect.stringMatching(/public index\.ts/)]);
    expect(pub).toEqual([]);
  });
});

describe('configuration', () => {
  it('fails process.env outside api/src/config/env.ts, however it is reached', async () => {
    const text = "import { env } from 'node:process';\nconst { env: e } = process;\nexport const x = [process.env.PORT, env, e];\n";
    const found = await problems('api/src/features/chat/probe.ts', text);
    expect(found.filter((p) => p.includes('api/src/config/env.ts'))).toHaveLength(3);
    expect(await problems('frontend/src/lib/probe.ts', 'export const x = process.env.MODE;\n')).toHaveLength(1);
    expect(await problems('api/src/config/env.ts', 'export const x = process.env.PORT;\n')).toEqual([]);
  });
});

describe('accessibility', () => {
  it('fails an image without alt text and a click handler on a plain div', async () => {
    const found = await problems(
      'frontend/src/components/probe.tsx',
      'export const P = ({ go }: { go: () => void }) => (\n  <>\n    <img src="/moon.png" />\n    <div onClick={go}>Go</div>\n  </>\n);\n',
    );
    expect(found.some((p) => p.startsWith('jsx-a11y/alt-text'))).toBe(true);
    expect(found.some((p) => p.startsWith('jsx-a11y/click-events-have-key-events'))).toBe(true);
  });
});

describe('cycle check', () => {
  let dir: string;
  beforeAll(() => {
    // Outside the tree, so a real `npm run lint` never sees the fixture.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-cycle-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b?: B }\n");
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
    fs.writeFileSync(path.join(dir, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const depcruise = (target: string) =>
    run(path.join(root, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', target], { cwd: root }).then(
      () => ({ code: 0, out: '' }),
      (err: { code: number; stdout: string }) => ({ code: err.code, out: err.stdout }),
    );

  it('fails on a cycle, even one made only of types', async () => {
    const result = await depcruise(dir);
    expect(result.code).not.toBe(0);
    expect(result.out).toMatch(/no-circular: .*a\.ts/);
  });

  it('passes the same files once the cycle is broken', async () => {
    fs.writeFileSync(path.join(dir, 'b.ts'), 'export interface B { n: number }\n');
    expect((await depcruise(dir)).code).toBe(0);
  });
});
