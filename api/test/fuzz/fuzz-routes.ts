import type { TestApp } from '../helpers.ts';
import { fuzzObject, fuzzString, seededRandom, typedValue } from './fuzz-inputs.ts';

/** The routes to fuzz and one endpoint's run, shared by the test (few per endpoint) and `npm run bench` (1,000). */
export interface Endpoint {
  method: string;
  url: string;
  bodyFields: string[];
  bodySchema: Parameters<typeof typedValue>[1];
  queryFields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> }; parameters?: { in: string; name: string }[] }>
  >;
};

/** Percent-encodes any string, a lone surrogate as the raw bytes a hostile client would send (ED A0 80). */
function urlPart(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return Array.from(s, (ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
        return `%${(0xe0 | (c >> 12)).toString(16)}%${(0x80 | ((c >> 6) & 0x3f)).toString(16)}%${(0x80 | (c & 0x3f)).toString(16)}`;
      return encodeURIComponent(ch);
    }).join('');
  }
}

/** Every route the API documents (OpenAPI from the routes' own schemas), with its field names. */
export function endpointsOf(t: TestApp): Endpoint[] {
  const spec = (t.app as unknown as { swagger(): OpenApi }).swagger();
  const out: Endpoint[] = [];
  for (const [url, ops] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (url.startsWith('/api/docs')) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      out.push({
        method: method.toUpperCase(),
        url,
        bodyFields: Object.keys(schema?.properties ?? {}),
        bodySchema: schema as Endpoint['bodySchema'],
        queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return out;
}

export async function fuzzEndpoint(
  t: TestApp,
  e: Endpoint,
  count: number,
  seed: number,
  auth: Record<string, string>[],
): Promise<{ byClass: Record<string, number>; failures: { status: number; body: string; payload: unknown }[] }> {
  const r = seededRandom(seed);
  const byClass: Record<string, number> = {};
  const failures: { status: number; body: string; payload: unknown }[] = [];
  for (let i = 0; i < count; i++) {
    const path = e.url.replace(/\{[^}]+\}/g, () => urlPart(r() < 0.5 ? crypto.randomUUID() : fuzzString(r).slice(0, 200)));
    const query = e.queryFields
      .filter(() => r() < 0.7)
      .map((q) => `${q}=${urlPart(fuzzString(r).slice(0, 500))}`)
      .join('&');
    const url = query ? `${path}?${query}` : path;
    // Half well-typed (past validation, to the code and the database), half anything at all.
    const payload = e.method === 'GET' ? undefined : r() < 0.5 && e.bodySchema ? typedValue(r, e.bodySchema) : fuzzObject(r, e.bodyFields);
    const headers = auth[Math.floor(r() * auth.length)]!;
    const res = await t.app.inject({ method: e.method as 'POST', url, headers, ...(payload ? { payload } : {}) });
    const cls = `${Math.floor(res.statusCode / 100)}xx`;
    byClass[cls] = (byClass[cls] ?? 0) + 1;
    if (res.statusCode >= 500) failures.push({ status: res.statusCode, body: res.body.slice(0, 300), payload });
  }
  return { byClass, failures };
}
