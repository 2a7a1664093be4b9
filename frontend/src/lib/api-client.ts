import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { reportSessionEnded } from './session-ended.ts';
import { accessToken } from './supabase.ts';

/** A non-OK response raises '{status}: {response text or status text}' (spec section 8). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
  /** The API's `{error:{code,message}}` body, when it has one. */
  get apiError(): { code: string; message: string } | null {
    try {
      return (JSON.parse(this.body) as { error?: { code: string; message: string } }).error ?? null;
    } catch {
      return null;
    }
  }
}

async function authHeaders(): Promise<Record<string, string>> {
  const token = await accessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

async function throwIfNotOk(res: Response, sentToken = false) {
  if (res.status === 401 && sentToken) reportSessionEnded();
  if (!res.ok) throw new HttpError(res.status, await res.text(), res.statusText);
}

/** Mutations: JSON with credentials, a method, a URL and an optional body. */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown, init: RequestInit = {}): Promise<T> {
  const auth = await authHeaders();
  const res = await fetch(url, {
    ...init,
    method,
    credentials: 'include',
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...auth, ...init.headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res, 'authorization' in auth);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A file behind authentication (a CSV export): the body as a Blob. */
export async function apiDownload(url: string): Promise<Blob> {
  const auth = await authHeaders();
  const res = await fetch(url, { credentials: 'include', headers: auth });
  await throwIfNotOk(res, 'authorization' in auth);
  return res.blob();
}

/** Default query: GET on the query-key segments joined by '/', 401 an error (or null). */
export function getQueryFn<T>({ on401 }: { on401: 'throw' | 'returnNull' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const auth = await authHeaders();
    const res = await fetch(queryKey.join('/'), { credentials: 'include', headers: auth, signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res, 'authorization' in auth);
    return (await res.json()) as T;
  };
}

/** Spec section 9: never stale, no refocus refetch, no polling, no retry. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}
