/**
 * Fuzzed request parts for every route (issue 14: strings with NUL or lone surrogates reached
 * PostgreSQL and came back as 500). A seeded generator, so a failure can be replayed.
 */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\u0000b',
  '\uD83D',
  'x\uDC00y',
  '\u202E',
  '\uFEFF',
  '%00',
  '\\u0000',
  "'; DROP TABLE users; --",
  '💜',
  '𝒳',
  'ñ',
];

export function fuzzString(r: () => number): string {
  const pick = r();
  if (pick < 0.35) return NASTY[Math.floor(r() * NASTY.length)]! + (r() < 0.5 ? 'hello' : '');
  if (pick < 0.45) return 'x'.repeat(Math.floor(r() * 20_000));
  if (pick < 0.55) return `${Math.floor(r() * 1e6)}@example.com${r() < 0.5 ? '\u0000' : ''}`;
  if (pick < 0.65) return crypto.randomUUID();
  if (pick < 0.75) return '';
  let s = '';
  const n = Math.floor(r() * 40);
  for (let i = 0; i < n; i++) s += String.fromCharCode(Math.floor(r() * 0xffff));
  return s;
}

export function fuzzValue(r: () => number, depth = 0): unknown {
  const pick = r();
  if (pick < 0.45) return fuzzString(r);
  if (pick < 0.55) return [0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5, 4, 10_000_000][Math.floor(r() * 8)];
  if (pick < 0.6) return r() < 0.5;
  if (pick < 0.65) return null;
  if (depth > 3) return fuzzString(r);
  if (pick < 0.8) return Array.from({ length: Math.floor(r() * 4) }, () => fuzzValue(r, depth + 1));
  return fuzzObject(r, [], depth + 1);
}

/** An object with some of the route's own field names (to reach past validation) and random ones. */
export function fuzzObject(r: () => number, fields: string[], depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) if (r() < 0.8) out[f] = fuzzValue(r, depth);
  if (r() < 0.3) out[fuzzString(r).slice(0, 30)] = fuzzValue(r, depth);
  return out;
}

type PropSchema = { type?: string | string[]; format?: string; enum?: unknown[]; anyOf?: PropSchema[]; properties?: Record<string, PropSchema> };

/**
 * A value of the type the schema asks for, carrying the nasty strings, so the request gets past
 * validation to the code and the database behind it.
 */
export function typedValue(r: () => number, schema: PropSchema | undefined, depth = 0): unknown {
  if (!schema) return fuzzString(r);
  if (schema.enum?.length) return schema.enum[Math.floor(r() * schema.enum.length)];
  if (schema.anyOf?.length) return typedValue(r, schema.anyOf[Math.floor(r() * schema.anyOf.length)], depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email') return `${Math.floor(r() * 1e6)}@example.com`;
  switch (type) {
    case 'string':
      return NASTY[Math.floor(r() * NASTY.length)]! + (r() < 0.7 ? ' I feel low tonight' : '');
    case 'number':
    case 'integer':
      return Math.floor(r() * 10);
    case 'boolean':
      return r() < 0.5;
    case 'array':
      return [];
    case 'object':
      if (depth > 2) return {};
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, typedValue(r, v, depth + 1)]));
    default:
      return fuzzString(r);
  }
}
