import http from 'node:http';

/** A keep-alive HTTP client that times one request: headers, first SSE token, whole response. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Timing {
  status: number;
  headersMs: number;
  /** First `event: meta` frame (SSE): the API has authorised, charged and stored the message. */
  metaMs: number;
  /** First `event: token` frame (SSE) or first content chunk (OpenAI stream); NaN if none. */
  firstTokenMs: number;
  /** First OpenAI content chunk that ends a sentence ('. '); NaN if none. */
  firstSentenceMs: number;
  totalMs: number;
  body: string;
}

export function timedPost(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const since = () => performance.now() - started;
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', ...headers },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const t: Timing = { status: res.statusCode!, headersMs: since(), metaMs: NaN, firstTokenMs: NaN, firstSentenceMs: NaN, totalMs: NaN, body: '' };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        t.body += chunk;
        if (Number.isNaN(t.metaMs) && /event: meta/.test(t.body)) t.metaMs = since();
        if (Number.isNaN(t.firstTokenMs) && (/event: token/.test(t.body) || /"content":"[^"]/.test(t.body))) t.firstTokenMs = since();
        if (Number.isNaN(t.firstSentenceMs) && /"content":"[^"]*\. "/.test(t.body)) t.firstSentenceMs = since();
      });
      res.on('end', () => {
        t.totalMs = since();
        resolve(t);
      });
    });
    req.end(JSON.stringify(body));
  });
}

/** Runs `total` calls with at most `concurrency` in flight. */
export async function runPool<T>(total: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(total);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++;
        results[i] = await call(i);
      }
    }),
  );
  return results;
}

export function pct(values: number[], p: number): number {
  const v = values.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (v.length === 0) return NaN;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil(p * v.length) - 1))]!;
}

export const fmt = (ms: number) => (Number.isNaN(ms) ? '   n/a' : `${ms.toFixed(1).padStart(6)}`);
