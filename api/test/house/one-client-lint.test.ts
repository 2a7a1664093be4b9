import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * One truth on the wire (docs/decisions/077) is kept by `npm run lint`: outside the one client,
 * frontend code may not call fetch nor cast a response with `as`. Each case feeds the
 * repository's own eslint.config.js a small file at a real path.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(filePath: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const feature = 'frontend/src/features/chat/api/probe.ts';

describe('the one API client, kept by lint', () => {
  it('fails fetch in a feature, bare or through window', async () => {
    expect(await problems(feature, "export const a = () => fetch('/api/sessions');\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Call the API through/),
    ]);
    expect(await problems(feature, "export const a = () => window.fetch('/api/sessions');\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Call the API through/),
    ]);
  });

  it('fails a response cast with as, from res.json() or JSON.parse', async () => {
    const json = await problems(feature, 'export async function a(res: Response) {\n  return (await res.json()) as { ok: boolean };\n}\n');
    const parse = await problems(feature, 'export function a(text: string) {\n  return JSON.parse(text) as { ok: boolean };\n}\n');
    expect(json).toEqual([expect.stringMatching(/^no-restricted-syntax: Parse a response with its contract schema/)]);
    expect(parse).toEqual([expect.stringMatching(/^no-restricted-syntax: Parse a response with its contract schema/)]);
  });

  it('lets the client itself call fetch, and a feature call the client with a schema', async () => {
    expect(await problems('frontend/src/lib/api-client.ts', "export const a = () => fetch('/api/config');\n")).toEqual([]);
    const found = await problems(
      feature,
      "import { okResponseSchema } from '@luna/contracts';\nimport { apiRequest } from '../../../lib/api-client.ts';\nexport const a = () => apiRequest('DELETE', '/api/sessions/1', okResponseSchema);\n",
    );
    expect(found).toEqual([]);
  });
});
