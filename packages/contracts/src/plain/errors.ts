/**
 * One error model end to end: every API error body is `{ error: { code, message } }`,
 * where `code` is `<type>:<surface>` (e.g. `rate_limit:auth`). The frontend switches on the
 * same codes. Workflow contracts (/webhook/*) and /auth/v1 keep their own envelopes because the
 * spec and supabase-js read those shapes; they still use these codes internally.
 */
export const errorTypes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payment_required',
  'payload_too_large',
  'unsupported_media_type',
  'unprocessable',
  'rate_limit',
  'offline',
  'internal',
] as const;
export type ErrorType = (typeof errorTypes)[number];

export const errorStatus: Record<ErrorType, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_required: 402,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limit: 429,
  offline: 503,
  internal: 500,
};

export type ErrorCode = `${ErrorType}:${string}`;

export function errorTypeOf(code: string): ErrorType {
  const type = code.split(':')[0] as ErrorType;
  return errorTypes.includes(type) ? type : 'internal';
}
