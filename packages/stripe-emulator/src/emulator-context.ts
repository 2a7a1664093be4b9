import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './emulator-errors.ts';
import type { EventBus } from './emulator-events.ts';
import type { EmulatorStore } from './emulator-store.ts';
import { optInt, optString, optStringArray, type Params } from './form-params.ts';

/** What every emulator route and operation works with. */
export interface EmulatorContext {
  store: EmulatorStore;
  events: EventBus;
  /** Renders an object for the wire: deep copy + `expand[]` + includable fields. */
  render(object: unknown, expand?: readonly string[]): unknown;
}

/** The request's parameters: form body for POST, query string otherwise (both bracket-decoded). */
export function paramsOf(request: FastifyRequest): Params {
  const source = request.method === 'POST' ? request.body : request.query;
  return (source && typeof source === 'object' ? source : {}) as Params;
}

export function expandOf(params: Params): string[] {
  return optStringArray(params, 'expand') ?? [];
}

export function idParam(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}

/** Stripe's cursor pagination over a newest-first array: limit, starting_after, ending_before. */
export function listOf<T extends { id: string }>(items: T[], params: Params, url: string) {
  const limit = optInt(params, 'limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
  const after = optString(params, 'starting_after');
  const before = optString(params, 'ending_before');
  let start = 0;
  let end = items.length;
  if (after) start = cursorIndex(items, after, 'starting_after') + 1;
  if (before) end = cursorIndex(items, before, 'ending_before');
  const window = before ? items.slice(Math.max(start, end - limit), end) : items.slice(start, start + limit);
  const hasMore = before ? end - limit > start : start + limit < end;
  return { object: 'list' as const, data: window, has_more: hasMore, url };
}

function cursorIndex(items: { id: string }[], id: string, param: string): number {
  const i = items.findIndex((item) => item.id === id);
  if (i < 0) throw invalidRequest(`No such object: '${id}'`, param, 'resource_missing');
  return i;
}

/** Allowed keys common to every list endpoint. */
export const LIST_PARAMS = ['limit', 'starting_after', 'ending_before', 'expand'] as const;
