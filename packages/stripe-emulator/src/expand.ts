import { invalidRequest } from './emulator-errors.ts';

type Json = unknown;
type Resolve = (id: string) => Json | undefined;

/**
 * Stripe's `expand[]`: each dotted path names an id field to replace with its object; a path may
 * pass through lists (`data.…`) and arrays (`discounts`). Some fields are "includable": absent
 * unless expanded. Here that is `invoice.confirmation_secret`, which Luna must expand explicitly,
 * exactly as with Stripe.
 */
export function render(object: Json, paths: readonly string[], resolve: Resolve): Json {
  if (paths.length > 0 && paths.some((p) => p.split('.').length > 4)) {
    throw invalidRequest('You cannot expand more than 4 levels of a property.', 'expand');
  }
  const out = structuredClone(object);
  for (const p of paths) expandPath(out, p.split('.'), resolve, p);
  return stripIncludable(out, new Set(paths), '');
}

function expandPath(node: Json, segments: string[], resolve: Resolve, full: string): void {
  if (Array.isArray(node)) {
    for (const item of node) expandPath(item, segments, resolve, full);
    return;
  }
  if (!isRecord(node) || segments.length === 0) return;
  const [head, ...rest] = segments as [string, ...string[]];
  if (!(head in node)) {
    throw invalidRequest(`This property cannot be expanded (${full}).`, 'expand');
  }
  const value = node[head];
  if (typeof value === 'string') {
    const found = resolve(value);
    if (found !== undefined) node[head] = structuredClone(found);
  } else if (Array.isArray(value)) {
    node[head] = value.map((v) => (typeof v === 'string' ? (structuredClone(resolve(v)) ?? v) : v));
  }
  if (rest.length > 0) expandPath(node[head], rest, resolve, full);
}

function stripIncludable(node: Json, paths: Set<string>, at: string): Json {
  if (Array.isArray(node)) return node.map((item) => stripIncludable(item, paths, at));
  if (!isRecord(node)) return node;
  if (node.object === 'invoice' && !paths.has(`${at}confirmation_secret`)) delete node.confirmation_secret;
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === 'object' && value !== null) node[key] = stripIncludable(value, paths, `${at}${key}.`);
  }
  return node;
}

function isRecord(v: Json): v is Record<string, Json> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
