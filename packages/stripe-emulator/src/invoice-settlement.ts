import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { addMonths } from './invoice-operations.ts';

/**
 * What paying (or failing to pay) an invoice does to its subscription, with the events Stripe
 * sends, in Stripe's order: invoice.paid, invoice.payment_succeeded, customer.subscription.updated.
 */

type Previous = Record<string, unknown>;

export function subscriptionOf(ctx: EmulatorContext, invoice: Stripe.Invoice): Stripe.Subscription | undefined {
  const id = invoice.parent?.subscription_details?.subscription;
  return typeof id === 'string' ? ctx.store.find('subscription', id) : undefined;
}

export function settleInvoicePaid(ctx: EmulatorContext, invoice: Stripe.Invoice, pm: Stripe.PaymentMethod | null): void {
  const now = ctx.store.now();
  invoice.status = 'paid';
  invoice.amount_paid = invoice.total;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.attempt_count += invoice.total > 0 ? 1 : 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  const payment = invoice.payments?.data[0];
  if (payment) {
    payment.status = 'paid';
    payment.amount_paid = invoice.total;
    payment.status_transitions.paid_at = now;
  }
  ctx.events.emit('invoice.paid', invoice);
  ctx.events.emit('invoice.payment_succeeded', invoice);

  const sub = subscriptionOf(ctx, invoice);
  if (!sub || sub.latest_invoice !== invoice.id) return;
  const previous: Previous = {};
  if (sub.status !== 'active') {
    previous.status = sub.status;
    sub.status = 'active';
    if (invoice.billing_reason === 'subscription_create') {
      // The paid first invoice starts the billing cycle now (the open one may have waited).
      const item = sub.items.data[0]!;
      previous.items = structuredClone(sub.items);
      item.current_period_start = now;
      item.current_period_end = addMonths(now, 1);
      sub.billing_cycle_anchor = now;
    }
  }
  if (invoice.billing_reason === 'subscription_create') dropOnceDiscounts(ctx, sub, previous);
  if (pm && sub.payment_settings?.save_default_payment_method === 'on_subscription' && sub.default_payment_method !== pm.id) {
    previous.default_payment_method = sub.default_payment_method;
    sub.default_payment_method = pm.id;
    pm.customer = sub.customer as string;
  }
  if (Object.keys(previous).length > 0) ctx.events.emit('customer.subscription.updated', sub, previous);
}

/** A `once` coupon is used up by the first invoice and leaves the subscription, as on Stripe. */
export function dropOnceDiscounts(ctx: EmulatorContext, sub: Stripe.Subscription, previous: Previous): void {
  const ids = sub.discounts as string[];
  const keep = ids.filter((id) => {
    const coupon = ctx.store.get('coupon', ctx.store.get('discount', id).source.coupon as string);
    return coupon.duration !== 'once';
  });
  if (keep.length !== ids.length) {
    previous.discounts = ids;
    sub.discounts = keep;
  }
}

/** A failed attempt: first invoices leave the subscription `incomplete`; renewals make it `past_due`. */
export function settleInvoiceFailed(ctx: EmulatorContext, invoice: Stripe.Invoice): void {
  invoice.attempted = true;
  invoice.attempt_count += 1;
  const sub = subscriptionOf(ctx, invoice);
  const retries = invoice.billing_reason === 'subscription_cycle';
  invoice.next_payment_attempt = retries ? ctx.store.now() + 3 * 24 * 3600 : null;
  ctx.events.emit('invoice.payment_failed', invoice);
  if (sub && retries && sub.latest_invoice === invoice.id && sub.status === 'active') {
    sub.status = 'past_due';
    ctx.events.emit('customer.subscription.updated', sub, { status: 'active' });
  }
}
