/**
 * Stripe's error envelope: `{ error: { type, code?, decline_code?, message, param? } }`. stripe-node
 * turns it into StripeCardError / StripeInvalidRequestError / ... by `type`, so the shapes and
 * HTTP statuses here decide what the application code sees.
 */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  charge?: string;
  doc_url?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
    doc_url: docUrl('resource_missing'),
  });
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code, doc_url: docUrl(code) } : {}),
  });
}

export function parameterMissing(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function unknownParameter(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, param, 'parameter_unknown');
}

export function authenticationError(key: string): StripeApiError {
  const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
  return new StripeApiError(401, {
    type: 'invalid_request_error',
    message: shown ? `Invalid API Key provided: ${shown}` : 'You did not provide an API key.',
  });
}
