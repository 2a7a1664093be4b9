import { describe, expect, expectTypeOf, it } from 'vitest';
import { readRuntimeConfig, runtimeConfigSchema, type RuntimeConfig } from '../src/index.ts';

/**
 * The browser reads GET /api/config with readRuntimeConfig (no zod before the first paint); it must
 * say what runtimeConfigSchema says: the same verdict, and the same value when both accept.
 */
const valid: RuntimeConfig = {
  productName: 'Luna',
  productId: 'prod_luna',
  price: { amount: 999, currency: 'usd', interval: 'month' },
  payments: { mode: 'emulator', publishableKey: 'pk_test_1' },
  auth: { url: '', anonKey: 'anon' },
  workflowBaseUrl: '',
  limits: { freeDailyMessages: 4, visitorMessages: 1 },
};

const schemaSays = (value: unknown) => {
  const parsed = runtimeConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** Replaces the value at `path` (or deletes it, for `undefined`) in a deep copy of `valid`. */
function withValue(path: string[], value: unknown): unknown {
  const copy = structuredClone(valid) as unknown as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

function leaves(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [path];
  return [path, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))].filter((p) => p.length > 0);
}

const odd: unknown[] = [
  undefined,
  null,
  '',
  'month',
  'stripe',
  'emulator',
  'MONTH',
  0,
  -3,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  NaN,
  Infinity,
  true,
  [],
  ['x'],
  {},
  { amount: 1 },
  new Date(0),
];

describe('readRuntimeConfig agrees with runtimeConfigSchema', () => {
  it('returns the same type', () => {
    expectTypeOf(readRuntimeConfig).returns.toEqualTypeOf<RuntimeConfig | null>();
  });

  it('accepts a valid config, each payment mode, and drops fields it does not know, at every depth', () => {
    const extra = { ...valid, secret: 'x', price: { ...valid.price, tax: 1 }, limits: { ...valid.limits, more: 2 } };
    for (const value of [valid, withValue(['payments', 'mode'], 'stripe'), extra]) {
      expect(readRuntimeConfig(value)).not.toBeNull();
      expect(readRuntimeConfig(value)).toEqual(schemaSays(value));
    }
    expect(readRuntimeConfig(extra)).toEqual(valid);
  });

  it('refuses what is not an object', () => {
    for (const value of [null, undefined, 'config', 4, [], [valid], true]) {
      expect(readRuntimeConfig(value)).toBeNull();
      expect(schemaSays(value)).toBeNull();
    }
  });

  // Every field, nested or not, set to every odd value (or removed): the reader and the schema agree.
  const cases = leaves(valid).flatMap((path) => odd.map((value) => [path.join('.'), value, withValue(path, value)] as const));
  it.each(cases)('%s = %o', (_path, _value, config) => {
    expect(readRuntimeConfig(config)).toEqual(schemaSays(config));
  });
});
