import { errorTypeOf, workflowMessages, type ErrorType } from '@luna/contracts';

/** A non-OK response raises '{status}: {response text or status text}' (spec section 8). */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: string,
    readonly statusText: string,
    /** The API's `{error:{code,message}}` body, when it has one (the client reads it with the contract's schema). */
    readonly apiError: { code: string; message: string } | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/**
 * An answer that does not match its contract schema: the UI says something calm, telemetry
 * counts it by endpoint (never the body, which may hold someone's words), and nothing is cast.
 */
export class ResponseShapeError extends Error {
  override name = 'ResponseShapeError';
  constructor(readonly endpoint: string) {
    super('Invalid response format');
  }
}

/**
 * The user's words for a failure, in one place. Texts marked "spec" are spec section 8 word for
 * word; the others are ours, calm and free of status codes. The server's own message wins when it
 * sent one, because it knows the rule that refused (a plan, a password, a validation).
 */
export const errorTexts = {
  /** spec: registration's rewrite of 'Network error' / 'fetch'. */
  network: 'Network error. Please check your connection and try again.',
  /** spec: chat, any other HTTP failure. */
  chatHttp: 'HTTP Error',
  /** spec: chat, an answer that cannot be read. */
  chatFormat: 'Invalid AI response format',
  /** spec: login and forgot password, an answer that cannot be read. */
  workflowFormat: 'Invalid response format',
  /** spec: sidebar. */
  conversations: 'Failed to load conversations',
  /** spec: coupon. */
  coupon: 'Invalid coupon code',
  /** spec: product load failure. */
  product: 'Unable to load subscription details',
  generic: 'Something went wrong on our side. Please try again.',
  /** An answer our own server sent in a shape this page does not know (a deploy in flight). */
  shape: 'Something went wrong on our side. Please refresh the page and try again.',
} as const;

/** By the type of an API error code (`rate_limit:chat` -> rate_limit) when the body had no message. */
const byType: Partial<Record<ErrorType, string>> = {
  unauthorized: 'Please sign in again to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'We could not find that. It may have been deleted.',
  rate_limit: 'That was a lot at once. Please wait a moment and try again.',
  offline: workflowMessages.unavailable,
  payload_too_large: 'That is too large to send.',
};

/** What to show for `err`: the server's message, else the words for its code, else `fallback`. */
export function errorTextFor(err: unknown, fallback: string = errorTexts.generic): string {
  if (err instanceof HttpError) {
    const api = err.apiError;
    if (api?.message) return api.message;
    return (api && byType[errorTypeOf(api.code)]) || fallback;
  }
  if (err instanceof ResponseShapeError) return errorTexts.shape;
  // fetch rejects with a TypeError when the network is down.
  if (err instanceof TypeError) return errorTexts.network;
  return fallback;
}
