import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = path.resolve(import.meta.dirname, '../../src/features');

/**
 * Issue 14: one `<name>-feature.ts` per API feature (the plugin app.ts registers), and one
 * start-up function (start.ts) for the server, the CLI and the tests.
 */
describe('the shape of the API', () => {
  it.each(fs.readdirSync(FEATURES).filter((d) => fs.statSync(path.join(FEATURES, d)).isDirectory()))(
    'features/%s has its <name>-feature.ts, and app.ts registers it from there',
    (name) => {
      expect(fs.existsSync(path.join(FEATURES, name, `${name}-feature.ts`))).toBe(true);
      expect(fs.readFileSync(path.resolve(FEATURES, '../app.ts'), 'utf8')).toContain(`./features/${name}/${name}-feature.ts`);
    },
  );

  it('the server, the admin CLI and the tests start Luna the same way', () => {
    const read = (p: string) => fs.readFileSync(path.resolve(import.meta.dirname, p), 'utf8');
    expect(read('../../src/server.ts')).toMatch(/from '\.\/start\.ts'/);
    expect(read('../../src/cli/admin.ts')).toMatch(/from '\.\.\/start\.ts'/);
    expect(read('../helpers.ts')).toMatch(/from '\.\.\/src\/start\.ts'/);
  });
});
