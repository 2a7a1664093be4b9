import { telemetryPath } from '@luna/contracts';
import { QueryClient } from '@tanstack/react-query';
import { HttpError, ResponseShapeError } from './api-errors.ts';
import { reportSessionEnded } from './session-ended.ts';
import { accessToken } from './supabase.ts';
import { reportError } from './telemetry.ts';

export { HttpError, ResponseShapeError } from './api-errors.ts';

/**
 * The browser's one API client (ADR 077): the only module that calls `fetch` (lint keeps it so).
 * JSON, multipart, downloads and streams all go through `apiFetch`, which sends credentials and
 * the access token and reports an ended session; every JSON answer is parsed with its schema from
 * packages/contracts, never cast. The workflow envelopes (lib/workflow-client.ts) and the chat
 * stream (lib/sse.ts) build on it.
 *
 * The schemas live in a chunk loaded after the first paint (./schemas.ts, docs/decisions/095). A
 * call names its schema by picking it from that chunk, `(s) => s.okResponseSchema`, and the client
 * awaits the chunk before parsing; a parser already at hand (the runtime config's reader, or a
 * schema a lazily loaded feature imports) may be passed as it is.
 */
export interface ApiCall {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart (a file). */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Send the access token (default). The Stripe emulator's browser routes take none. */
  auth?: boolean;
  /** Survives the page closing (telemetry). */
  keepalive?: boolean;
}

export async function apiFetch(url: string, call: ApiCall = {}): Promise<Response> {
  const token = call.auth === false ? null : await accessToken();
  const res = await fetch(url, {
    method: call.method ?? 'GET',
    credentials: 'include',
    signal: call.signal,
    keepalive: call.keepalive,
    headers: {
      ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...call.headers,
    },
    body: call.form ?? (call.body !== undefined ? JSON.stringify(call.body) : undefined),
  });
  if (res.status === 401 && token) reportSessionEnded();
  return res;
}

/** Counted by endpoint, without the body (it may hold someone's words), and thrown. */
function shapeError(url: string): ResponseShapeError {
  const error = new ResponseShapeError(telemetryPath(url));
  reportError('error', Object.assign(new Error(error.endpoint), { name: error.name }));
  return error;
}

export type Schemas = typeof import('./schemas.ts');

let schemas: Promise<Schemas> | null = null;

/**
 * The schema chunk, requested once (and again after a failed load, so a dropped connection does
 * not break every later answer). main.tsx requests it at the first press or key, or 2 s after the
 * first paint; the first answer to read requests it if it comes before that.
 */
export function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./schemas.ts').catch((err: unknown) => {
    schemas = null;
    throw err;
  });
  return schemas;
}

/** What parsing needs of a schema: every zod schema has it, and so does the runtime config's reader. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** A contract schema: picked from the schema chunk, `(s) => s.okResponseSchema`, or at hand. */
export type SchemaRef<T> = Parser<T> | ((schemas: Schemas) => Parser<T>);

async function resolveSchema<T>(ref: SchemaRef<T>): Promise<Parser<T>> {
  return typeof ref === 'function' ? ref(await loadSchemas()) : ref;
}

/** Parses `value` with the contract's `schema`; a mismatch is a typed error, never a cast. */
export function parseResponse<T>(schema: Parser<T>, value: unknown, url: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw shapeError(url);
  return parsed.data;
}

/** The body as JSON (null when empty); not JSON at all is a shape error too. */
export async function readJson(res: Response, url: string): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw shapeError(url);
  }
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const body = await res.text();
  throw new HttpError(res.status, body, res.statusText, await readApiError(body));
}

/** The API's error body, read with the contract's schema; null when it is none (or unreadable now). */
async function readApiError(body: string): Promise<{ code: string; message: string } | null> {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const schemas = await loadSchemas().catch(() => null);
  const parsed = schemas?.apiErrorSchema.safeParse(value);
  return parsed?.success ? parsed.data.error : null;
}

/** A JSON call: `method` and `url`, an optional JSON body, the answer parsed with `schema`. */
export async function apiRequest<T>(
  method: string,
  url: string,
  schema: SchemaRef<T>,
  body?: unknown,
  init: Pick<ApiCall, 'signal' | 'headers' | 'auth'> = {},
): Promise<T> {
  const res = await apiFetch(url, { ...init, method, body });
  await throwIfNotOk(res);
  const value = await readJson(res, url);
  return parseResponse(await resolveSchema(schema), value, url);
}

/** A multipart upload (one file) whose JSON answer is parsed with `schema`. */
export async function apiUpload<T>(url: string, form: FormData, schema: SchemaRef<T>, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(url, { method: 'POST', form, signal });
  await throwIfNotOk(res);
  const value = await readJson(res, url);
  return parseResponse(await resolveSchema(schema), value, url);
}

/** A file behind authentication (a CSV export, a backup): the body and the name the server gave it. */
export async function apiDownload(url: string): Promise<{ blob: Blob; filename: string | null }> {
  const res = await apiFetch(url);
  await throwIfNotOk(res);
  const filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), filename };
}

/** Spec section 9: never stale, no refocus refetch, no polling, no retry. Every query names its own fetcher. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
