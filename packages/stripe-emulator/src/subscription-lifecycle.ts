import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest } from './emulator-errors.ts';
import { allowOnly, mergeMetadata, optBool, optObject, optString, type Params } from './form-params.ts';
import { addMonths, createSubscriptionInvoice, paymentIntentOf } from './invoice-operations.ts';
import { settleInvoicePaid } from './invoice-settlement.ts';
import { chargeOffSession } from './payment-operations.ts';

const ENDED = ['canceled', 'incomplete_expired'];

/** `POST /v1/subscriptions/:id`: cancel at period end / resume, metadata, default payment method. */
export function updateSubscription(ctx: EmulatorContext, sub: Stripe.Subscription, p: Params): Stripe.Subscription {
  allowOnly(p, ['cancel_at_period_end', 'metadata', 'default_payment_method', 'description', 'cancellation_details', 'proration_behavior', 'expand']);
  const onlyNotes = Object.keys(p).every((k) => ['metadata', 'cancellation_details', 'description', 'expand'].includes(k));
  if (ENDED.includes(sub.status) && !onlyNotes) {
    throw invalidRequest('A canceled subscription can only update its cancellation_details, metadata and description.');
  }
  const before = structuredClone(sub);
  const cancelAtEnd = optBool(p, 'cancel_at_period_end');
  if (cancelAtEnd !== undefined && cancelAtEnd !== sub.cancel_at_period_end) {
    sub.cancel_at_period_end = cancelAtEnd;
    sub.cancel_at = cancelAtEnd ? sub.items.data[0]!.current_period_end : null;
    // Stripe: canceled_at is the time of the request that scheduled the cancellation.
    sub.canceled_at = cancelAtEnd ? ctx.store.now() : null;
    sub.cancellation_details = { ...sub.cancellation_details!, comment: null, feedback: null, reason: cancelAtEnd ? 'cancellation_requested' : null };
  }
  const details = optObject(p, 'cancellation_details');
  if (details) {
    allowOnly(details, ['comment', 'feedback'], 'cancellation_details[');
    sub.cancellation_details = {
      ...sub.cancellation_details!,
      comment: optString(details, 'comment') ?? null,
      feedback: (optString(details, 'feedback') ?? null) as never,
    };
  }
  if (p.default_payment_method !== undefined) {
    const pmId = optString(p, 'default_payment_method');
    sub.default_payment_method = pmId ? ctx.store.get('payment_method', pmId, 'default_payment_method').id : null;
  }
  if (p.description !== undefined) sub.description = optString(p, 'description') ?? null;
  sub.metadata = mergeMetadata(sub.metadata, p);
  emitUpdated(ctx, before, sub);
  return sub;
}

/** `DELETE /v1/subscriptions/:id`: ends it now; an unpaid first invoice is voided. */
export function cancelSubscription(ctx: EmulatorContext, sub: Stripe.Subscription, p: Params): Stripe.Subscription {
  allowOnly(p, ['invoice_now', 'prorate', 'cancellation_details', 'expand']);
  if (ENDED.includes(sub.status)) {
    throw invalidRequest(`No such subscription: '${sub.id}'. This subscription has already been canceled.`, 'id', 'resource_missing');
  }
  endSubscription(ctx, sub, 'canceled');
  ctx.events.emit('customer.subscription.deleted', sub);
  return sub;
}

function endSubscription(ctx: EmulatorContext, sub: Stripe.Subscription, status: 'canceled' | 'incomplete_expired'): void {
  const now = ctx.store.now();
  sub.status = status;
  sub.ended_at = now;
  if (status === 'canceled') {
    sub.canceled_at = sub.cancel_at_period_end ? (sub.canceled_at ?? now) : now;
    sub.cancellation_details = { ...sub.cancellation_details!, reason: 'cancellation_requested' };
  }
  const invoice = typeof sub.latest_invoice === 'string' ? ctx.store.find('invoice', sub.latest_invoice) : undefined;
  if (invoice && invoice.status === 'open' && invoice.billing_reason === 'subscription_create') {
    invoice.status = 'void';
    invoice.status_transitions.voided_at = now;
    invoice.confirmation_secret = null;
    const pi = paymentIntentOf(ctx, invoice);
    if (pi && pi.status !== 'succeeded') {
      pi.status = 'canceled';
      pi.canceled_at = now;
      pi.cancellation_reason = 'void_invoice';
    }
  }
}

/**
 * Test-clock style: jump to the end of the current period. A subscription set to cancel at period
 * end is canceled; otherwise the next period's invoice is created and charged off-session to the
 * default payment method (`fail: true` makes the bank decline), giving invoice.paid or
 * invoice.payment_failed + past_due.
 */
export function renewSubscription(ctx: EmulatorContext, sub: Stripe.Subscription, fail: boolean): Stripe.Subscription {
  if (!['active', 'past_due', 'trialing'].includes(sub.status)) {
    throw invalidRequest(`Only an active or past_due subscription renews (this one is ${sub.status}).`);
  }
  if (sub.cancel_at_period_end) {
    endSubscription(ctx, sub, 'canceled');
    ctx.events.emit('customer.subscription.deleted', sub);
    return sub;
  }
  const before = structuredClone(sub);
  const item = sub.items.data[0]!;
  item.current_period_start = item.current_period_end;
  item.current_period_end = addMonths(item.current_period_start, 1);
  const invoice = createSubscriptionInvoice(ctx, sub, 'subscription_cycle');
  sub.latest_invoice = invoice.id;
  emitUpdated(ctx, before, sub);
  const pi = paymentIntentOf(ctx, invoice);
  if (!pi) {
    settleInvoicePaid(ctx, invoice, null);
    return sub;
  }
  const pmId = typeof sub.default_payment_method === 'string' ? sub.default_payment_method : null;
  chargeOffSession(ctx, pi, pmId ? ctx.store.get('payment_method', pmId) : null, fail);
  return sub;
}

/** Stripe expires an unpaid `default_incomplete` subscription after 23 hours. */
export function expireIncompleteSubscriptions(ctx: EmulatorContext, olderThanSeconds = 23 * 3600): string[] {
  const cutoff = ctx.store.now() - olderThanSeconds;
  const expired = ctx.store.all('subscription').filter((s) => s.status === 'incomplete' && s.created <= cutoff);
  for (const sub of expired) {
    endSubscription(ctx, sub, 'incomplete_expired');
    ctx.events.emit('customer.subscription.updated', sub, { status: 'incomplete' });
  }
  return expired.map((s) => s.id);
}

/** Emits customer.subscription.updated with the top-level fields that changed. */
function emitUpdated(ctx: EmulatorContext, before: Stripe.Subscription, after: Stripe.Subscription): void {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Stripe.Subscription)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key];
  }
  if (Object.keys(previous).length > 0) ctx.events.emit('customer.subscription.updated', after, previous);
}
