import { timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest, resourceMissing, StripeApiError, type StripeErrorBody } from './emulator-errors.ts';
import { authenticatePaymentIntent, confirmPaymentIntent } from './payment-operations.ts';

/**
 * What Stripe.js may do with a publishable key and a PaymentIntent's client secret: confirm it
 * (and finish 3-D Secure). Answers carry only the fields Stripe.js sees, never the customer or
 * metadata.
 */
export type ClientResult = { statusCode: number; body: Record<string, unknown> };

export function clientPaymentIntent(pi: Stripe.PaymentIntent): Record<string, unknown> {
  const { id, object, amount, currency, status, client_secret, created, description, livemode, next_action, last_payment_error } = pi;
  const pm = pi.payment_method;
  return {
    id,
    object,
    amount,
    currency,
    status,
    client_secret,
    created,
    description,
    livemode,
    next_action,
    payment_method: typeof pm === 'string' ? pm : (pm?.id ?? null),
    last_payment_error: last_payment_error
      ? {
          type: last_payment_error.type,
          code: last_payment_error.code,
          decline_code: last_payment_error.decline_code,
          message: last_payment_error.message,
        }
      : null,
  };
}

function matchesSecret(pi: Stripe.PaymentIntent, secret: string): boolean {
  const a = Buffer.from(pi.client_secret ?? '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function runClientAction(ctx: EmulatorContext, piId: string, clientSecret: string, action: (pi: Stripe.PaymentIntent) => void): ClientResult {
  try {
    const pi = ctx.store.find('payment_intent', piId);
    if (!pi) throw resourceMissing('payment_intent', piId, 'intent');
    if (!matchesSecret(pi, clientSecret)) {
      throw invalidRequest('The client_secret provided does not match the client_secret associated with the PaymentIntent.', 'client_secret');
    }
    action(pi);
    return { statusCode: 200, body: clientPaymentIntent(pi) };
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    const { type, code, decline_code, message, param, doc_url } = error.body;
    const pi = ctx.store.find('payment_intent', piId);
    const body: StripeErrorBody = {
      type,
      message,
      ...(code ? { code } : {}),
      ...(decline_code ? { decline_code } : {}),
      ...(param ? { param } : {}),
      ...(doc_url ? { doc_url } : {}),
    };
    if (error.body.payment_intent && pi) body.payment_intent = clientPaymentIntent(pi);
    return { statusCode: error.statusCode, body: { error: body } };
  } finally {
    ctx.store.save();
  }
}

export function clientConfirm(
  ctx: EmulatorContext,
  piId: string,
  input: { clientSecret: string; paymentMethod: string; postalCode?: string },
): ClientResult {
  return runClientAction(ctx, piId, input.clientSecret, (pi) => confirmPaymentIntent(ctx, pi, input));
}

export function clientAuthenticate(ctx: EmulatorContext, piId: string, input: { clientSecret: string; succeed: boolean }): ClientResult {
  return runClientAction(ctx, piId, input.clientSecret, (pi) => authenticatePaymentIntent(ctx, pi, input.succeed));
}
