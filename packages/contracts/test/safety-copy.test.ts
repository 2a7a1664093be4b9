import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiDisclosureFor, CRISIS_RESOURCES, offlineNoticeFor } from '../src/index.ts';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'fixtures' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('safety copy lives in contracts once', () => {
  it('lists 988 (call, text, chat), the Crisis Text Line and 911 as links', () => {
    expect(CRISIS_RESOURCES.map((r) => r.href)).toEqual(['tel:988', 'sms:988', 'https://988lifeline.org/chat/', 'sms:741741?&body=HOME', 'tel:911']);
  });

  it('names the product in the disclosure and the offline notice', () => {
    expect(aiDisclosureFor('Nova')).toMatch(/^Nova is an AI, not a human or a licensed professional\./);
    expect(offlineNoticeFor('Nova')).toContain('Nova is in offline mode');
  });

  // A second copy of a crisis link or of the disclosure drifts; these strings may appear only here.
  // Prose that names the lines (the Terms, the safety page, crisis replies) is not a link table.
  it.each([
    ['sms:741741', ['packages/contracts/src/safety-copy.ts']],
    ["href: 'tel:988'", ['packages/contracts/src/safety-copy.ts']],
    ['is an AI, not a human or a licensed professional. ', ['packages/contracts/src/safety-copy.ts']],
    ['is in offline mode right now', ['packages/contracts/src/safety-copy.ts']],
  ])('%s is written only in contracts', (needle, allowed) => {
    const hits = ['api/src', 'frontend/src', 'packages/contracts/src']
      .flatMap((d) => sourceFiles(join(root, d)))
      .filter((f) => readFileSync(f, 'utf8').includes(needle))
      .map((f) => relative(root, f));
    expect(hits).toEqual(allowed);
  });
});
