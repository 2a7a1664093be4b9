import type Stripe from 'stripe';
import { discountAmount } from './coupon-operations.ts';
import type { EmulatorContext } from './emulator-context.ts';
import { randomToken } from './emulator-store.ts';

/** Invoices of a subscription and the PaymentIntent that collects each one. */

/** Calendar months in UTC, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29), as Stripe bills. */
export function addMonths(unixSeconds: number, months: number): number {
  const d = new Date(unixSeconds * 1000);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

/** Which of the subscription's discounts apply to an invoice starting at `periodStart`. */
function applicableDiscounts(ctx: EmulatorContext, sub: Stripe.Subscription, periodStart: number): Stripe.Discount[] {
  return (sub.discounts as string[]).map((id) => ctx.store.get('discount', id)).filter((d) => d.end === null || d.end > periodStart);
}

export function createSubscriptionInvoice(
  ctx: EmulatorContext,
  sub: Stripe.Subscription,
  billingReason: 'subscription_create' | 'subscription_cycle',
): Stripe.Invoice {
  const { store } = ctx;
  const item = sub.items.data[0]!;
  const price = item.price;
  const quantity = item.quantity ?? 1;
  const subtotal = (price.unit_amount ?? 0) * quantity;
  let remaining = subtotal;
  const discountAmounts = applicableDiscounts(ctx, sub, item.current_period_start).map((discount) => {
    const amount = discountAmount(store.get('coupon', discount.source.coupon as string), remaining);
    remaining -= amount;
    return { amount, discount: discount.id };
  });
  const total = remaining;
  const now = store.now();
  const id = store.newId('in');
  const customer = store.get('customer', sub.customer as string);
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Luna (Stripe emulator)',
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created: now,
    currency: price.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    default_payment_method: null,
    description: null,
    discounts: discountAmounts.map((d) => d.discount),
    due_date: null,
    effective_at: now,
    hosted_invoice_url: null,
    lines: {
      object: 'list',
      data: [
        {
          id: store.newId('il'),
          object: 'line_item',
          amount: subtotal,
          currency: price.currency,
          description: `${quantity} × ${store.find('product', price.product as string)?.name ?? 'Subscription'}`,
          discount_amounts: discountAmounts,
          discountable: true,
          discounts: [],
          invoice: id,
          livemode: false,
          metadata: {},
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: sub.id,
              subscription_item: item.id,
            },
          },
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: { price: price.id, product: price.product },
            unit_amount_decimal: String(price.unit_amount),
          },
          quantity,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: `${customer.invoice_prefix}-${String(sequence).padStart(4, '0')}`,
    parent: { type: 'subscription_details', quote_details: null, subscription_details: { metadata: { ...sub.metadata }, subscription: sub.id } },
    payments: { object: 'list', data: [], has_more: false, url: `/v1/invoice_payments?invoice=${id}` },
    period_end: item.current_period_end,
    period_start: item.current_period_start,
    status: 'open',
    status_transitions: { finalized_at: now, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal,
    subtotal_excluding_tax: subtotal,
    total,
    total_discount_amounts: discountAmounts,
    total_excluding_tax: total,
    total_taxes: [],
    webhooks_delivered_at: now,
  } as unknown as Stripe.Invoice;
  store.insert('invoice', invoice);
  if (total > 0) attachPaymentIntent(ctx, invoice, sub, billingReason);
  return invoice;
}

function attachPaymentIntent(ctx: EmulatorContext, invoice: Stripe.Invoice, sub: Stripe.Subscription, reason: string): void {
  const { store } = ctx;
  const id = store.newId('pi');
  const pi = {
    id,
    object: 'payment_intent',
    amount: invoice.total,
    amount_capturable: 0,
    amount_received: 0,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: store.now(),
    currency: invoice.currency,
    customer: invoice.customer,
    description: reason === 'subscription_create' ? 'Subscription creation' : 'Subscription update',
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: {},
    next_action: null,
    payment_method: null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
    payment_method_types: ['card'],
    receipt_email: null,
    setup_future_usage: sub.payment_settings?.save_default_payment_method === 'on_subscription' ? 'off_session' : null,
    status: 'requires_payment_method',
  } as unknown as Stripe.PaymentIntent;
  store.insert('payment_intent', pi);
  invoice.confirmation_secret = { client_secret: pi.client_secret!, type: 'payment_intent' };
  invoice.payments!.data.push({
    id: store.newId('inpay'),
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: invoice.total,
    created: store.now(),
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: 'payment_intent', payment_intent: pi.id },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  } as unknown as Stripe.InvoicePayment);
}

export function paymentIntentOf(ctx: EmulatorContext, invoice: Stripe.Invoice): Stripe.PaymentIntent | undefined {
  const id = invoice.payments?.data[0]?.payment.payment_intent;
  return typeof id === 'string' ? ctx.store.find('payment_intent', id) : undefined;
}

export function invoiceOfPaymentIntent(ctx: EmulatorContext, piId: string): Stripe.Invoice | undefined {
  return ctx.store.all('invoice').find((inv) => inv.payments?.data.some((p) => p.payment.payment_intent === piId));
}
