/**
 * First-party telemetry (spec section 2, "App start"): page views and browser errors, sent in
 * batches to POST /api/telemetry. Paths only (never a query string or hash, where tokens live),
 * error messages scrubbed and cut short, and never anything from a conversation.
 */
export const TELEMETRY_BATCH_MAX = 20;
export const TELEMETRY_MESSAGE_MAX = 300;
export const TELEMETRY_PATH_MAX = 200;
/** Bytes; larger bodies are refused with 413. */
export const TELEMETRY_BODY_MAX = 16 * 1024;

export const telemetryKinds = ['pageview', 'error', 'unhandledrejection'] as const;
export type TelemetryKind = (typeof telemetryKinds)[number];

/** The path alone: no origin, query string or hash, with long ids and tokens folded away. */
export function telemetryPath(raw: string): string {
  let p = raw;
  try {
    p = new URL(raw, 'http://x').pathname;
  } catch {
    p = raw.split(/[?#]/)[0] ?? '';
  }
  p = p.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id').replace(/[A-Za-z0-9_-]{24,}/g, ':token');
  return (p.startsWith('/') ? p : `/${p}`).slice(0, TELEMETRY_PATH_MAX);
}

/**
 * An error message fit to store: URLs lose their query and hash, e-mail addresses, long digit
 * runs and token-like strings are replaced, quoted text (which may echo what someone typed) is
 * elided, and the result is cut to TELEMETRY_MESSAGE_MAX characters.
 */
export function scrubErrorMessage(raw: string): string {
  return raw
    .replace(/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, '$1')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+\.[a-z]{2,}/gi, '[email]')
    .replace(/"[^"]{3,}"|'[^']{3,}'|`[^`]{3,}`/g, '"…"')
    .replace(/eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[token]')
    .replace(/\d{6,}/g, '[number]')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TELEMETRY_MESSAGE_MAX);
}
