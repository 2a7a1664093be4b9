import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Repositories have one shape (issue 14): `create<Name>Repository(db)` returns the methods, and a
 * caller inside a transaction passes its transaction client. No object of functions that each
 * take the connection, no free functions beside the factory.
 */
const FEATURES = path.resolve(import.meta.dirname, '../../src/features');

function repositories(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return repositories(p);
    return e.name.endsWith('-repository.ts') ? [p] : [];
  });
}

function shapeProblems(source: string, file: string): string[] {
  const problems: string[] = [];
  const name = path.basename(file, '.ts').replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
  if (!new RegExp(`export function create${name}\\(`).test(source)) problems.push(`${file}: no create${name}(db)`);
  if (/export const \w+Repository\s*=\s*\{/.test(source)) problems.push(`${file}: an object of functions that take the connection`);
  const free = [...source.matchAll(/export (?:async )?function (\w+)\(\s*(?:db|client|q)\s*:/g)]
    .map((m) => m[1])
    .filter((f) => !f!.startsWith('create'));
  if (free.length) problems.push(`${file}: functions beside the factory take the connection: ${free.join(', ')}`);
  return problems;
}

describe('repository shape', () => {
  it('every repository under src/features is create<Name>Repository(db)', () => {
    const files = repositories(FEATURES);
    expect(files.length).toBeGreaterThan(10);
    expect(files.flatMap((f) => shapeProblems(readFileSync(f, 'utf8'), path.relative(FEATURES, f)))).toEqual([]);
  });

  it('the check sees the old shapes', () => {
    expect(shapeProblems('export const auditRepository = {\n  async record(db: Queryable) {}\n};', 'admin/audit-repository.ts')).toHaveLength(2);
    expect(shapeProblems('export async function readBackup(db: Queryable, userId: string) {}', 'account-data/backup-repository.ts')).toHaveLength(2);
    expect(shapeProblems('export function createAuditRepository(db: Queryable) {\n  return {};\n}', 'admin/audit-repository.ts')).toEqual([]);
  });
});
