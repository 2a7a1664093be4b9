import { normalizeEmail } from '@luna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';
import { clientAddress } from '../../infra/rate-limit.ts';
import { authFailures } from './auth-errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitedFlow = 'login' | 'signup' | 'recover' | 'verify';

/** Seconds until a refused attempt may be tried again, or null when the attempt may go ahead. */
type Check = (req: FastifyRequest) => Promise<number | null>;

/**
 * Per-IP and per-address limits for the flows people try to brute-force or abuse for mail.
 * Login counts each client IP (10 a minute) and an address per IP (5 a minute). An address guessed
 * at from many IPs (more than 100 attempts in an hour) is not locked for everyone: each IP may then
 * try it only 5 times an hour instead of a minute, so the owner still signs in from their own
 * network while a guess spread over many IPs stays slow (docs/decisions/082; 081 before it).
 * IPv6 clients count per /64, the block one subscriber gets, so rotating addresses buys nothing.
 * request.ip is the socket address unless TRUST_PROXY is set, so a forged X-Forwarded-For
 * header cannot buy a fresh allowance. Counts live in Redis when REDIS_URL is set. The same
 * limiter serves /auth/v1 and /webhook/*, so switching door does not reset the count.
 */
export function createAuthLimits(app: FastifyInstance, config: Config) {
  const limiter = (name: string, max: number, timeWindow: number, key: (req: FastifyRequest) => string | null) =>
    app.createRateLimit({ name: `auth-${name}`, max, timeWindow, keyGenerator: (req) => key(req) ?? '' });
  /** Refused once the limiter's count is past its allowance. */
  const single =
    (limit: ReturnType<typeof limiter>): Check =>
    async (req) => {
      const result = await limit(req);
      return !result.isAllowed && result.isExceeded ? result.ttlInSeconds : null;
    };
  /** Refused only while both counts are past their allowance; allowed again when either window ends. */
  const both =
    (a: ReturnType<typeof limiter>, b: ReturnType<typeof limiter>): Check =>
    async (req) => {
      const [ra, rb] = await Promise.all([a(req), b(req)]);
      if (ra.isAllowed || rb.isAllowed || !ra.isExceeded || !rb.isExceeded) return null;
      return Math.min(ra.ttlInSeconds, rb.ttlInSeconds);
    };

  const byIp = (req: FastifyRequest) => clientAddress(req);
  const byEmail = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? normalizeEmail(email).slice(0, 254) : null;
  };
  const hasEmail = (req: FastifyRequest) => byEmail(req) !== null;
  // An address counted per IP: wrong passwords typed elsewhere never lock its owner out.
  const byIpAndEmail = (req: FastifyRequest) => `${clientAddress(req)}|${byEmail(req)}`;

  const limits: Record<LimitedFlow, { check: Check; applies: (req: FastifyRequest) => boolean }[]> = {
    login: [
      { check: single(limiter('login-ip', config.AUTH_RATE_LIMIT_LOGIN_PER_IP, MINUTE, byIp)), applies: () => true },
      { check: single(limiter('login-ip-email', config.AUTH_RATE_LIMIT_LOGIN_PER_EMAIL, MINUTE, byIpAndEmail)), applies: hasEmail },
      {
        // An address guessed at from many IPs: each IP's allowance for it becomes per hour.
        check: both(
          limiter('login-account', config.AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_HOURLY, HOUR, byEmail),
          limiter('login-ip-email-hourly', config.AUTH_RATE_LIMIT_LOGIN_PER_EMAIL, HOUR, byIpAndEmail),
        ),
        applies: hasEmail,
      },
    ],
    signup: [
      { check: single(limiter('signup-ip', config.AUTH_RATE_LIMIT_SIGNUP_PER_IP, HOUR, byIp)), applies: () => true },
      { check: single(limiter('signup-email', config.AUTH_RATE_LIMIT_SIGNUP_PER_EMAIL, HOUR, byEmail)), applies: hasEmail },
    ],
    recover: [
      { check: single(limiter('recover-ip', config.AUTH_RATE_LIMIT_RECOVER_PER_IP, HOUR, byIp)), applies: () => true },
      { check: single(limiter('recover-email', config.AUTH_RATE_LIMIT_RECOVER_PER_EMAIL, HOUR, byEmail)), applies: hasEmail },
    ],
    verify: [{ check: single(limiter('verify-ip', config.AUTH_RATE_LIMIT_VERIFY_PER_IP, MINUTE, byIp)), applies: () => true }],
  };

  /** Counts one attempt; throws a 429 AuthFailure when an allowance is used up. */
  return async function enforce(flow: LimitedFlow, request: FastifyRequest): Promise<void> {
    for (const { check, applies } of limits[flow]) {
      if (!applies(request)) continue;
      const waitSeconds = await check(request);
      if (waitSeconds !== null) throw authFailures.rateLimited(Math.max(1, waitSeconds));
    }
  };
}
export type EnforceAuthLimit = ReturnType<typeof createAuthLimits>;
