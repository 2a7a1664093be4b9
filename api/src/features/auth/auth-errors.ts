/**
 * A failure of an account flow, carrying GoTrue's error code and HTTP status (auth-js
 * lib/error-codes.ts; see docs notes §A.3). /auth/v1 sends it in GoTrue's body; /webhook/*
 * turns it into the spec's envelope. Anything else thrown in these flows is a server fault (5xx),
 * so a database hiccup never looks like "signed out" to supabase-js.
 */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Seconds until a refused attempt may be tried again: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const authFailures = {
  invalidCredentials: () => new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials'),
  userExists: () => new AuthFailure(422, 'user_already_exists', 'User already registered'),
  validation: (message: string) => new AuthFailure(422, 'validation_failed', message),
  weakPassword: (message: string, reasons: string[]) => new AuthFailure(422, 'weak_password', message, { weak_password: { reasons } }),
  // GoTrue's code when a password change needs proof of the current password (auth-js error-codes.ts).
  reauthenticationNeeded: () => new AuthFailure(400, 'reauthentication_needed', 'Please enter your current password to choose a new one.'),
  currentPasswordWrong: () => new AuthFailure(400, 'invalid_credentials', 'Your current password is not correct.'),
  samePassword: () => new AuthFailure(422, 'same_password', 'New password should be different from the old password.'),
  refreshNotFound: () => new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshReused: () => new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  noAuthorization: () => new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: () => new AuthFailure(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or invalid'),
  sessionNotFound: () => new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  userNotFound: () => new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  notAdmin: (what: string) => new AuthFailure(403, 'not_admin', `${what} requires admin privileges`),
  noApiKey: () => new AuthFailure(401, 'no_api_key', 'No API key found in request'),
  badApiKey: () => new AuthFailure(401, 'invalid_api_key', 'Invalid API key'),
  rateLimited: (seconds: number) =>
    new AuthFailure(429, 'over_request_rate_limit', `Too many attempts. Please wait ${seconds} seconds and try again.`, {}, seconds),
  userBanned: () => new AuthFailure(400, 'user_banned', 'This account has been disabled. Please contact support.'),
  otpExpired: () => new AuthFailure(403, 'otp_expired', 'Email link is invalid or has expired'),
};
