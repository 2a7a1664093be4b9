import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/plain/ holds what the browser needs before its first paint (limits, texts, small rules):
 * the schema modules re-export it, and nothing in it may reach zod, or importing a constant would
 * pull zod into the first bundle again (docs/decisions/095).
 */
const src = join(import.meta.dirname, '../src');
const plainDir = join(src, 'plain');

/**
 * Every module `file` imports, followed through relative imports, and the bare packages met.
 * `import type` is left out: it is erased from the bundle (plain/config.ts names its return type so).
 */
function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
  if (seen.has(file)) return { seen, packages };
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/g)) {
    if (spec!.startsWith('.')) reach(resolve(dirname(file), spec!), seen, packages);
    else packages.add(spec!);
  }
  return { seen, packages };
}

describe('contracts/src/plain', () => {
  const files = readdirSync(plainDir).filter((f) => f.endsWith('.ts'));

  it.each(files)('%s reaches no package (zod included) and no schema module', (name) => {
    const { seen, packages } = reach(join(plainDir, name));
    expect([...packages]).toEqual([]);
    const outside = [...seen].map((f) => relative(src, f)).filter((f) => !f.startsWith('plain/'));
    // plans.ts and safety-copy.ts were zod-free from the start and stay where the docs point.
    expect(outside.filter((f) => !['plans.ts', 'safety-copy.ts'].includes(f))).toEqual([]);
  });

  it('the walk sees a zod import where there is one, and not a type-only one', () => {
    expect([...reach(join(src, 'chat.ts')).packages]).toContain('zod');
    expect([...reach(join(src, 'config.ts')).packages]).toEqual(['zod']);
    expect([...reach(join(plainDir, 'config.ts')).seen].map((f) => relative(src, f))).toEqual(['plain/config.ts']);
  });
});
