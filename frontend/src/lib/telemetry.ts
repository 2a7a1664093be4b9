import { scrubErrorMessage, TELEMETRY_BATCH_MAX, telemetryPath, type TelemetryEvent, type TelemetryKind } from '@luna/contracts';

/**
 * First-party telemetry (spec section 2, "App start"): a page view per route, and script errors
 * and unhandled promise rejections, sent in small batches to our own /api/telemetry. Only the
 * path (never the query string or hash, where reset tokens live) and a scrubbed error message
 * leave the browser: no user id, no message content, no third party.
 */
const ENDPOINT = '/api/telemetry';
const FLUSH_DELAY_MS = 2000;
/** A page stuck in an error loop reports this many errors, then stays quiet. */
const MAX_ERRORS_PER_PAGE = 30;

let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let errorsSent = 0;
let started = false;
const errorListeners = new Set<(error: unknown, kind: TelemetryKind) => void>();

function send(events: TelemetryEvent[]) {
  const body = JSON.stringify({ events });
  // sendBeacon survives the page closing; a string goes as text/plain, which the API reads as JSON.
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(ENDPOINT, body)) return;
  void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
}

export function flushTelemetry() {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) send(queue.splice(0, TELEMETRY_BATCH_MAX));
}

function enqueue(event: TelemetryEvent) {
  queue.push(event);
  if (queue.length >= TELEMETRY_BATCH_MAX) flushTelemetry();
  else timer ??= setTimeout(flushTelemetry, FLUSH_DELAY_MS);
}

const currentPath = () => telemetryPath(window.location.pathname);

export function recordPageView(path = window.location.pathname) {
  enqueue({ kind: 'pageview', path: telemetryPath(path) });
}

export function reportError(kind: Exclude<TelemetryKind, 'pageview'>, error: unknown) {
  if (errorsSent >= MAX_ERRORS_PER_PAGE) return;
  errorsSent++;
  const raw = error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : 'Non-error value';
  enqueue({ kind, path: currentPath(), message: scrubErrorMessage(raw) });
  errorListeners.forEach((l) => l(error, kind));
}

/** Lets an optional error tracker (Sentry) see the same errors; returns an unsubscribe. */
export function onReportedError(listener: (error: unknown, kind: TelemetryKind) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** At app start: listen for errors and rejections, flush when the page is hidden, count this view. */
export function startTelemetry() {
  if (started) return;
  started = true;
  window.addEventListener('error', (e) => reportError('error', e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => reportError('unhandledrejection', e.reason));
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushTelemetry());
  window.addEventListener('pagehide', flushTelemetry);
  recordPageView();
}

export function resetTelemetryForTests() {
  queue = [];
  if (timer) clearTimeout(timer);
  timer = null;
  errorsSent = 0;
}
