import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseTimeZone, TIME_ZONE_HEADER } from './quota-day.ts';
import type { QuotaClock } from './usage-repository.ts';

/**
 * A visitor (no account) is known by a random id in a signed, httpOnly cookie: the browser
 * cannot read or forge it, and it carries no personal data. Because deleting a cookie is easy,
 * each visitor message is also charged to an HMAC of the client IP (never the IP itself).
 */
export const VISITOR_COOKIE = 'luna_visitor';
/**
 * Visitor messages per IP per UTC day, across cookies. Each visitor id has one message, so this
 * bounds how many new browsers one address can start a conversation from in a day. A campus, an
 * office or a mobile carrier puts many people behind one address: at 3, a new visitor was
 * refused their first message for what strangers had done (issue 13). It stays a bound, so
 * clearing cookies in a loop still runs out (docs/decisions/090-visitor-limits-behind-shared-addresses.md).
 */
export const VISITOR_IP_DAILY_LIMIT = 50;
const ONE_YEAR_S = 365 * 24 * 3600;

export interface VisitorCookieOptions {
  secure: boolean;
}

export function readVisitorId(app: FastifyInstance, request: FastifyRequest): string | null {
  const raw = request.cookies[VISITOR_COOKIE];
  if (!raw) return null;
  const { valid, value } = app.unsignCookie(raw);
  return valid && value && /^[0-9a-f-]{36}$/.test(value) ? value : null;
}

export function newVisitorId(): string {
  return randomUUID();
}

/** Set-Cookie header values; written by hand because a hijacked (SSE) reply skips onSend hooks. */
export function visitorCookieHeader(app: FastifyInstance, visitorId: string, opts: VisitorCookieOptions): string {
  return app.serializeCookie(VISITOR_COOKIE, app.signCookie(visitorId), {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: ONE_YEAR_S,
  });
}

export function clearVisitorCookieHeader(app: FastifyInstance, opts: VisitorCookieOptions): string {
  return app.serializeCookie(VISITOR_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    path: '/',
    maxAge: 0,
    expires: new Date(0),
  });
}

export const visitorKey = (visitorId: string) => `v:${visitorId}`;

export function ipKey(secret: string, ip: string): string {
  return `ip:${createHmac('sha256', secret).update(ip).digest('base64url').slice(0, 32)}`;
}

export interface VisitorCookies {
  /** The visitor's id, and a Set-Cookie value when a new id was issued. */
  identify(request: FastifyRequest): { id: string; setCookie?: string };
  /**
   * Spec section 4: after registration or login the visitor's count is carried into the daily
   * count. Done here, once, on the first authenticated chat or status request that still
   * carries the cookie; returns the Set-Cookie value that clears it (null without a cookie).
   */
  carryOver(request: FastifyRequest, userId: string): Promise<string | null>;
}

export function createVisitorCookies(
  app: FastifyInstance,
  usage: { carryVisitorCount(visitorKey: string, userId: string, visitorDay: string, clock: QuotaClock): Promise<number> },
  opts: VisitorCookieOptions & { today: () => string },
): VisitorCookies {
  return {
    identify(request) {
      const existing = readVisitorId(app, request);
      if (existing) return { id: existing };
      const id = newVisitorId();
      return { id, setCookie: visitorCookieHeader(app, id, opts) };
    },
    async carryOver(request, userId) {
      if (!request.cookies[VISITOR_COOKIE]) return null;
      const id = readVisitorId(app, request);
      if (id)
        await usage.carryVisitorCount(visitorKey(id), userId, opts.today(), {
          now: new Date(),
          zone: parseTimeZone(request.headers[TIME_ZONE_HEADER]),
        });
      return clearVisitorCookieHeader(app, opts);
    },
  };
}
