import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SURROGATE = /[\uD800-\uDFFF]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text PostgreSQL can store: NUL removed (a `text` value cannot hold it) and every lone surrogate
 * (half of a UTF-16 pair, not a character) replaced by U+FFFD, as a UTF-8 encoder would.
 */
export function storableText(s: string): string {
  if (!s.includes('\u0000') && !SURROGATE.test(s)) return s;
  return s.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

/** Inside a part, only what a parser builds (plain objects and arrays) is followed: never a Buffer, stream or class instance. */
function isPlainContainer(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/**
 * Makes every string in a parsed request part storable, keys included, in place and however deep:
 * an explicit stack, so a body nested thousands of levels cannot overflow ours (JSON.parse takes
 * any depth), and a NUL at level 65 is cleaned like one at level 1.
 */
export function cleanRequestPart<T>(root: T): T {
  if (typeof root === 'string') return storableText(root) as T;
  // The part itself may come from a parser with its own prototype (the query string's); a raw body stays bytes.
  if (root === null || typeof root !== 'object' || ArrayBuffer.isView(root)) return root;
  const stack = [root as Record<string, unknown>];
  const seen = new Set<object>();
  while (stack.length) {
    const node = stack.pop()!;
    if (seen.has(node)) continue;
    seen.add(node);
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (isPlainContainer(value)) stack.push(value);
      const clean = typeof value === 'string' ? storableText(value) : value;
      const cleanKey = Array.isArray(node) ? key : storableText(key);
      if (cleanKey !== key) {
        delete node[key];
        // defineProperty, not assignment: a key that cleans to "__proto__" stays a plain key.
        Object.defineProperty(node, cleanKey, { value: clean, enumerable: true, writable: true, configurable: true });
      } else if (clean !== value) node[key] = clean;
    }
  }
  return root;
}

/**
 * Everything a request carries is made storable before any of our code reads it (issue 14: a NUL
 * or a lone surrogate reached PostgreSQL and came back as a 500 on eight endpoints, a crisis
 * message among them): the URL's query and path parameters and the headers (a session keeps its
 * User-Agent) when the request arrives, the body as soon as it is parsed. Removing NUL rather than
 * refusing the request keeps a crisis message with a stray control character answerable
 * (docs/decisions/085).
 */
export const inputTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      cleanRequestPart(request.headers);
      request.query = cleanRequestPart(request.query);
      request.params = cleanRequestPart(request.params);
    });
    app.addHook('preValidation', async (request) => {
      request.body = cleanRequestPart(request.body);
    });
  },
  { name: 'input-text' },
);
