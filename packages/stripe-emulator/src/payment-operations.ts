import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest, StripeApiError, type StripeErrorBody } from './emulator-errors.ts';
import { invoiceOfPaymentIntent } from './invoice-operations.ts';
import { settleInvoiceFailed, settleInvoicePaid } from './invoice-settlement.ts';
import { cardBehaviour, type CardDecline, resolvePaymentMethod } from './test-payment-methods.ts';

/**
 * Confirming a PaymentIntent with a test PaymentMethod, with Stripe's outcomes: success, a card
 * error (HTTP 402, `requires_payment_method` + `last_payment_error`), or 3-D Secure
 * (`requires_action` + `next_action.use_stripe_sdk`, completed by `authenticatePaymentIntent`).
 */

const AUTH_FAILED: CardDecline = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};
const OFF_SESSION_AUTH: CardDecline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};
export const FORCED_RENEWAL_DECLINE: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

export function confirmPaymentIntent(
  ctx: EmulatorContext,
  pi: Stripe.PaymentIntent,
  input: { paymentMethod?: string; postalCode?: string },
): Stripe.PaymentIntent {
  if (pi.status === 'succeeded' || pi.status === 'canceled') {
    const why = pi.status === 'succeeded' ? 'it has already succeeded after being previously confirmed' : 'it has a status of canceled';
    throw invalidRequest(`You cannot confirm this PaymentIntent because ${why}.`, undefined, 'payment_intent_unexpected_state');
  }
  const pmId = input.paymentMethod ?? (typeof pi.payment_method === 'string' ? pi.payment_method : undefined);
  if (!pmId) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.",
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  const pm = resolvePaymentMethod(ctx, pmId, input.postalCode);
  pi.payment_method = pm.id;
  pi.last_payment_error = null;
  if (cardBehaviour(pm).threeDS) {
    pi.status = 'requires_action';
    pi.next_action = {
      type: 'use_stripe_sdk',
      use_stripe_sdk: {
        type: 'three_d_secure_redirect',
        stripe_js: `/stripe-emulator/v1/payment_intents/${pi.id}/authenticate`,
        source: ctx.store.newId('src'),
      },
    } as unknown as Stripe.PaymentIntent.NextAction;
    ctx.events.emit('payment_intent.requires_action', pi);
    return pi;
  }
  return charge(ctx, pi, pm, cardBehaviour(pm).decline);
}

/** The 3-D Secure challenge's result: success charges the card (which may still decline). */
export function authenticatePaymentIntent(ctx: EmulatorContext, pi: Stripe.PaymentIntent, succeed: boolean): Stripe.PaymentIntent {
  if (pi.status !== 'requires_action' || typeof pi.payment_method !== 'string') {
    throw invalidRequest(
      `This PaymentIntent has a status of ${pi.status}; only a PaymentIntent that requires action can be authenticated.`,
      undefined,
      'payment_intent_unexpected_state',
    );
  }
  pi.next_action = null;
  const pm = ctx.store.get('payment_method', pi.payment_method);
  if (!succeed) throwFailure(ctx, pi, pm, AUTH_FAILED, 'invalid_request_error');
  return charge(ctx, pi, pm, cardBehaviour(pm).decline);
}

/**
 * A renewal charge made by "Stripe" without the customer (off-session): never throws; a decline
 * leaves the invoice open and the subscription past_due. `forceFail` simulates a bank decline.
 */
export function chargeOffSession(ctx: EmulatorContext, pi: Stripe.PaymentIntent, pm: Stripe.PaymentMethod | null, forceFail: boolean): boolean {
  const card = pm ? cardBehaviour(pm) : null;
  const decline = forceFail ? (card?.decline ?? FORCED_RENEWAL_DECLINE) : card?.threeDS === 'always' ? OFF_SESSION_AUTH : card?.decline;
  if (!pm) {
    // Nothing to charge (e.g. the first month was free): the attempt fails without a charge.
    const invoice = invoiceOfPaymentIntent(ctx, pi.id);
    if (invoice) settleInvoiceFailed(ctx, invoice);
    return false;
  }
  pi.payment_method = pm.id;
  if (decline) {
    recordFailure(ctx, pi, pm, decline, 'card_error');
    return false;
  }
  charge(ctx, pi, pm, undefined);
  return true;
}

function charge(ctx: EmulatorContext, pi: Stripe.PaymentIntent, pm: Stripe.PaymentMethod, decline: CardDecline | undefined): Stripe.PaymentIntent {
  if (decline) throwFailure(ctx, pi, pm, decline, 'card_error');
  pi.status = 'succeeded';
  pi.amount_received = pi.amount;
  pi.latest_charge = ctx.store.newId('ch');
  ctx.events.emit('payment_intent.succeeded', pi);
  const invoice = invoiceOfPaymentIntent(ctx, pi.id);
  if (invoice) settleInvoicePaid(ctx, invoice, pm);
  return pi;
}

function recordFailure(
  ctx: EmulatorContext,
  pi: Stripe.PaymentIntent,
  pm: Stripe.PaymentMethod,
  decline: CardDecline,
  type: StripeErrorBody['type'],
): StripeErrorBody {
  const chargeId = type === 'card_error' ? ctx.store.newId('ch') : null;
  const body: StripeErrorBody = {
    type,
    ...decline,
    ...(chargeId ? { charge: chargeId } : {}),
    doc_url: `https://docs.stripe.com/error-codes/${decline.code.replace(/_/g, '-')}`,
  };
  pi.status = 'requires_payment_method';
  pi.payment_method = null;
  pi.next_action = null;
  if (chargeId) pi.latest_charge = chargeId;
  pi.last_payment_error = { ...body, payment_method: ctx.render(pm) } as unknown as Stripe.PaymentIntent.LastPaymentError;
  ctx.events.emit('payment_intent.payment_failed', pi);
  const invoice = invoiceOfPaymentIntent(ctx, pi.id);
  if (invoice) settleInvoiceFailed(ctx, invoice);
  return body;
}

function throwFailure(
  ctx: EmulatorContext,
  pi: Stripe.PaymentIntent,
  pm: Stripe.PaymentMethod,
  decline: CardDecline,
  type: StripeErrorBody['type'],
): never {
  const body = recordFailure(ctx, pi, pm, decline, type);
  throw new StripeApiError(type === 'card_error' ? 402 : 400, {
    ...body,
    payment_intent: ctx.render(pi),
    payment_method: ctx.render(pm),
    request_log_url: `https://dashboard.stripe.com/test/logs/${ctx.store.newId('req', 14)}`,
  });
}
