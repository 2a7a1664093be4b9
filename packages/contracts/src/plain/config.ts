import type { RuntimeConfig } from '../config.ts';

/**
 * GET /api/config read without zod, for the browser's first paint (docs/decisions/095): the app
 * needs the config before it can render, and zod is 26 kB gzip. It mirrors `runtimeConfigSchema`
 * (../config.ts) rule for rule, and test/plain-config.test.ts holds it to the schema's verdict and
 * output on valid, broken and extra-field configs: change the two together. Returns null where the
 * schema would refuse; like the schema, it keeps only the fields it knows.
 */
export function readRuntimeConfig(value: unknown): RuntimeConfig | null {
  try {
    const root = object(value);
    const price = object(root.price);
    const payments = object(root.payments);
    const auth = object(root.auth);
    const limits = object(root.limits);
    return {
      productName: string(root.productName),
      productId: string(root.productId),
      price: { amount: int(price.amount), currency: string(price.currency), interval: oneOf(price.interval, ['month'] as const) },
      payments: { mode: oneOf(payments.mode, ['emulator', 'stripe'] as const), publishableKey: string(payments.publishableKey) },
      auth: { url: string(auth.url), anonKey: string(auth.anonKey) },
      workflowBaseUrl: string(root.workflowBaseUrl),
      limits: { freeDailyMessages: int(limits.freeDailyMessages), visitorMessages: int(limits.visitorMessages) },
    };
  } catch (err) {
    if (err instanceof Refused) return null;
    throw err;
  }
}

class Refused extends Error {}

/** zod's z.object(): any object but null or an array. */
function object(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Refused();
  return value as Record<string, unknown>;
}

function string(value: unknown): string {
  if (typeof value !== 'string') throw new Refused();
  return value;
}

/** zod 4's z.number().int(): a safe integer (so no NaN, Infinity or fraction). */
function int(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new Refused();
  return value;
}

/** z.literal() and z.enum(). */
function oneOf<const T extends readonly string[]>(value: unknown, options: T): T[number] {
  const found = options.find((o) => o === value);
  if (found === undefined) throw new Refused();
  return found;
}
