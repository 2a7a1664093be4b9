import type { FastifyBaseLogger } from 'fastify';
import { paymentErrorMessage } from '@luna/contracts';
import Stripe from 'stripe';
import { AppError } from '../../infra/errors.ts';

/**
 * Runs a Stripe call and turns its failures into the one error model: a card error becomes a
 * 402 with the spec's text; anything else (Stripe down, bad key, a bug) is logged without
 * payload and becomes a 503 the UI can show, never Stripe's raw message.
 */
export async function stripeCall<T>(log: FastifyBaseLogger, what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError || !(err instanceof Stripe.errors.StripeError)) throw err;
    if (err instanceof Stripe.errors.StripeCardError) {
      throw new AppError('payment_required:card', paymentErrorMessage(err.code, err.decline_code, err.message));
    }
    log.warn({ stripe: { what, type: err.type, code: err.code, status: err.statusCode, requestId: err.requestId } }, 'stripe call failed');
    throw new AppError('offline:billing', 'Payments are unavailable right now. Please try again in a moment.');
  }
}

export function isResourceMissing(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError && err.code === 'resource_missing';
}
