import { normalizeEmail } from '@luna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env.ts';
import { clientAddress } from '../../infra/rate-limit.ts';
import { authFailures } from './auth-errors.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export type LimitedFlow = 'login' | 'signup' | 'recover' | 'verify';

/**
 * Per-IP and per-address limits for the flows people try to brute-force or abuse for mail.
 * Login counts an address per IP (5 a minute) and, much more loosely, from anywhere (100 an
 * hour): a stranger's wrong guesses cannot lock the owner out (docs/decisions/081).
 * request.ip is the socket address unless TRUST_PROXY is set, so a forged X-Forwarded-For
 * header cannot buy a fresh allowance, and an IPv6 client counts per /64 (the block one subscriber
 * gets), so rotating addresses buys none either. Counts live in Redis when REDIS_URL is set. The same
 * limiter serves /auth/v1 and /webhook/*, so switching door does not reset the count.
 */
export function createAuthLimits(app: FastifyInstance, config: Config) {
  const limiter = (name: string, max: number, timeWindow: number, key: (req: FastifyRequest) => string | null) =>
    app.createRateLimit({ name: `auth-${name}`, max, timeWindow, keyGenerator: (req) => key(req) ?? '' });

  const byIp = (req: FastifyRequest) => clientAddress(req);
  const byEmail = (req: FastifyRequest) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim() ? normalizeEmail(email).slice(0, 254) : null;
  };
  const hasEmail = (req: FastifyRequest) => byEmail(req) !== null;
  // An address counted per IP: wrong passwords typed elsewhere never lock its owner out.
  const byIpAndEmail = (req: FastifyRequest) => `${clientAddress(req)}|${byEmail(req)}`;

  const limits: Record<LimitedFlow, { check: ReturnType<typeof limiter>; applies: (req: FastifyRequest) => boolean }[]> = {
    login: [
      { check: limiter('login-ip', config.AUTH_RATE_LIMIT_LOGIN_PER_IP, MINUTE, byIp), applies: () => true },
      { check: limiter('login-ip-email', config.AUTH_RATE_LIMIT_LOGIN_PER_EMAIL, MINUTE, byIpAndEmail), applies: hasEmail },
      { check: limiter('login-account', config.AUTH_RATE_LIMIT_LOGIN_PER_ACCOUNT_HOURLY, HOUR, byEmail), applies: hasEmail },
    ],
    signup: [
      { check: limiter('signup-ip', config.AUTH_RATE_LIMIT_SIGNUP_PER_IP, HOUR, byIp), applies: () => true },
      { check: limiter('signup-email', config.AUTH_RATE_LIMIT_SIGNUP_PER_EMAIL, HOUR, byEmail), applies: hasEmail },
    ],
    recover: [
      { check: limiter('recover-ip', config.AUTH_RATE_LIMIT_RECOVER_PER_IP, HOUR, byIp), applies: () => true },
      { check: limiter('recover-email', config.AUTH_RATE_LIMIT_RECOVER_PER_EMAIL, HOUR, byEmail), applies: hasEmail },
    ],
    verify: [{ check: limiter('verify-ip', config.AUTH_RATE_LIMIT_VERIFY_PER_IP, MINUTE, byIp), applies: () => true }],
  };

  /** Counts one attempt; throws a 429 AuthFailure when either allowance is used up. */
  return async function enforce(flow: LimitedFlow, request: FastifyRequest): Promise<void> {
    for (const { check, applies } of limits[flow]) {
      if (!applies(request)) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw authFailures.rateLimited(Math.max(1, result.ttlInSeconds));
    }
  };
}
export type EnforceAuthLimit = ReturnType<typeof createAuthLimits>;
