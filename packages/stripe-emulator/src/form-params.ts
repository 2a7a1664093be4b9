import { invalidRequest, parameterMissing, unknownParameter } from './emulator-errors.ts';

/**
 * Stripe's wire format: form-encoded bodies and query strings with bracketed keys
 * (`items[0][price]=price_1`, `expand[0]=latest_invoice`, `metadata[user_id]=u1`).
 * Every value stays a string until a handler asks for a number or a boolean, as Stripe does.
 */
export type ParamValue = string | Params | ParamValue[];
export interface Params {
  [key: string]: ParamValue;
}

export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const segments = rawKey.replace(/\]/g, '').split('[');
    let node: Params = root;
    segments.forEach((segment, i) => {
      const key = segment === '' ? String(Object.keys(node).length) : segment;
      if (i === segments.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as Params;
    });
  }
  return toArrays(root) as Params;
}

/** Objects whose keys are exactly 0..n-1 were arrays on the client. */
function toArrays(value: ParamValue): ParamValue {
  if (typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const k of keys) value[k] = toArrays(value[k] as ParamValue);
  if (keys.length > 0 && keys.every((k, i) => k === String(i))) return keys.map((k) => value[k] as ParamValue);
  return value;
}

/** Stripe rejects parameters it does not know; so does the emulator, to catch outdated calls. */
export function allowOnly(params: Params, allowed: readonly string[], prefix = ''): void {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) throw unknownParameter(`${prefix}${key}`);
  }
}

export function optString(params: Params, key: string): string | undefined {
  const v = params[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${key}`, key);
  return v;
}

export function reqString(params: Params, key: string): string {
  const v = optString(params, key);
  if (v === undefined) throw parameterMissing(key);
  return v;
}

export function optInt(params: Params, key: string): number | undefined {
  const v = optString(params, key);
  if (v === undefined) return undefined;
  if (!/^-?\d+$/.test(v)) throw invalidRequest(`Invalid integer: ${v}`, key, 'parameter_invalid_integer');
  return Number(v);
}

export function optNumber(params: Params, key: string): number | undefined {
  const v = optString(params, key);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isFinite(n)) throw invalidRequest(`Invalid decimal: ${v}`, key);
  return n;
}

export function optBool(params: Params, key: string): boolean | undefined {
  const v = optString(params, key);
  if (v === undefined) return undefined;
  if (v !== 'true' && v !== 'false') throw invalidRequest(`Invalid boolean: ${v}`, key);
  return v === 'true';
}

export function optObject(params: Params, key: string): Params | undefined {
  const v = params[key];
  if (v === undefined || v === '') return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidRequest(`Invalid object`, key);
  return v;
}

export function optArray(params: Params, key: string): ParamValue[] | undefined {
  const v = params[key];
  if (v === undefined || v === '') return v === '' ? [] : undefined;
  if (!Array.isArray(v)) throw invalidRequest(`Invalid array`, key);
  return v;
}

export function optStringArray(params: Params, key: string): string[] | undefined {
  const arr = optArray(params, key);
  if (arr === undefined) return undefined;
  if (!arr.every((v): v is string => typeof v === 'string')) throw invalidRequest(`Invalid array`, key);
  return arr;
}

/** `metadata[key]=value`; an empty string value deletes the key (Stripe's semantics). */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const patch = params.metadata;
  if (patch === undefined) return current;
  if (patch === '') return {};
  if (typeof patch !== 'object' || Array.isArray(patch)) throw invalidRequest('Invalid object', 'metadata');
  const next = { ...current };
  for (const [k, v] of Object.entries(patch)) {
    if (typeof v !== 'string') throw invalidRequest('Invalid metadata value', `metadata[${k}]`);
    if (v === '') delete next[k];
    else next[k] = v;
  }
  return next;
}
