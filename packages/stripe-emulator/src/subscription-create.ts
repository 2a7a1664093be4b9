import type Stripe from 'stripe';
import { findActiveCode, refreshValidity } from './coupon-operations.ts';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest, parameterMissing } from './emulator-errors.ts';
import { allowOnly, mergeMetadata, optArray, optInt, optObject, optString, reqString, type Params } from './form-params.ts';
import { addMonths, createSubscriptionInvoice } from './invoice-operations.ts';
import { settleInvoicePaid } from './invoice-settlement.ts';

const CREATE_PARAMS = [
  'customer',
  'items',
  'payment_behavior',
  'payment_settings',
  'discounts',
  'metadata',
  'expand',
  'description',
  'collection_method',
  'proration_behavior',
  'off_session',
];

/**
 * `POST /v1/subscriptions` with `payment_behavior: 'default_incomplete'`: the subscription starts
 * `incomplete` with an open first invoice whose PaymentIntent the browser confirms. When discounts
 * bring the first invoice to 0 there is nothing to collect: it is paid and the subscription is
 * `active` at once, with no confirmation secret.
 */
export function createSubscription(ctx: EmulatorContext, p: Params): Stripe.Subscription {
  const { store } = ctx;
  allowOnly(p, CREATE_PARAMS);
  const customer = store.get('customer', reqString(p, 'customer'), 'customer');
  const behaviour = optString(p, 'payment_behavior') ?? 'allow_incomplete';
  if (behaviour !== 'default_incomplete') {
    throw invalidRequest(`The Stripe emulator supports payment_behavior=default_incomplete only (got ${behaviour}).`, 'payment_behavior');
  }
  const items = optArray(p, 'items') ?? [];
  if (items.length === 0) throw parameterMissing('items');
  if (items.length > 1) throw invalidRequest('The Stripe emulator supports one subscription item.', 'items');
  const itemParams = items[0] as Params;
  allowOnly(itemParams, ['price', 'quantity'], 'items[0][');
  const price = store.get('price', reqString(itemParams, 'price'), 'items[0][price]');
  if (!price.active) throw invalidRequest(`The price specified is inactive. This field only accepts active prices.`, 'items[0][price]');
  if (!price.recurring)
    throw invalidRequest(
      `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
      'items[0][price]',
    );
  const settings = optObject(p, 'payment_settings') ?? {};
  allowOnly(settings, ['save_default_payment_method', 'payment_method_types'], 'payment_settings[');

  const now = store.now();
  const id = store.newId('sub');
  const sub = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: now,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: now,
    currency: price.currency,
    customer: customer.id,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: optString(p, 'description') ?? null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: store.newId('si', 14),
          object: 'subscription_item',
          billing_thresholds: null,
          created: now,
          current_period_end: addMonths(now, 1),
          current_period_start: now,
          discounts: [],
          metadata: {},
          price: structuredClone(price),
          quantity: optInt(itemParams, 'quantity') ?? 1,
          subscription: id,
          tax_rates: [],
        },
      ],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: mergeMetadata({}, p),
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: optString(settings, 'save_default_payment_method') ?? 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: now,
    status: 'incomplete',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  } as unknown as Stripe.Subscription;
  sub.discounts = (optArray(p, 'discounts') ?? []).map((d, i) => createDiscount(ctx, d as Params, i, sub));
  store.insert('subscription', sub);
  const invoice = createSubscriptionInvoice(ctx, sub, 'subscription_create');
  sub.latest_invoice = invoice.id;
  if (invoice.total === 0) sub.status = 'active';
  ctx.events.emit('customer.subscription.created', sub);
  if (invoice.total === 0) settleInvoicePaid(ctx, invoice, null);
  return sub;
}

/** `discounts[i][promotion_code]` or `discounts[i][coupon]`, checked the way Stripe redeems them. */
function createDiscount(ctx: EmulatorContext, d: Params, i: number, sub: Stripe.Subscription): string {
  const { store } = ctx;
  allowOnly(d, ['coupon', 'promotion_code', 'discount'], `discounts[${i}][`);
  const promoId = optString(d, 'promotion_code');
  const promo = promoId ? store.get('promotion_code', promoId, `discounts[${i}][promotion_code]`) : undefined;
  const couponId = promo ? (promo.promotion.coupon as string) : optString(d, 'coupon');
  if (!couponId) throw parameterMissing(`discounts[${i}][coupon]`);
  const coupon = refreshValidity(ctx, store.get('coupon', couponId, `discounts[${i}][coupon]`));
  const param = `discounts[${i}][${promo ? 'promotion_code' : 'coupon'}]`;
  if (!coupon.valid) throw invalidRequest(`Coupon ${coupon.id} is no longer valid.`, param);
  if (coupon.amount_off !== null && coupon.currency !== sub.currency) {
    throw invalidRequest(`This coupon's currency (${coupon.currency}) does not match the subscription's currency.`, param);
  }
  if (promo) {
    const expired = promo.expires_at !== null && promo.expires_at <= store.now();
    const exhausted = promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions;
    if (!promo.active || expired || exhausted || findActiveCode(ctx, promo.code)?.id !== promo.id) {
      throw invalidRequest(`This promotion code cannot be redeemed because it is inactive.`, param);
    }
    if (promo.customer && promo.customer !== sub.customer) {
      throw invalidRequest('This promotion code cannot be redeemed by this customer.', param);
    }
    const minimum = promo.restrictions.minimum_amount;
    const amount = (sub.items.data[0]!.price.unit_amount ?? 0) * (sub.items.data[0]!.quantity ?? 1);
    if (minimum !== null && amount < minimum) throw invalidRequest('This promotion code requires a minimum order amount.', param);
    promo.times_redeemed += 1;
  }
  coupon.times_redeemed += 1;
  refreshValidity(ctx, coupon);
  const start = store.now();
  const discount = {
    id: store.newId('di'),
    object: 'discount',
    checkout_session: null,
    customer: sub.customer,
    customer_account: null,
    end: coupon.duration === 'repeating' ? addMonths(start, coupon.duration_in_months ?? 1) : null,
    invoice: null,
    invoice_item: null,
    promotion_code: promo?.id ?? null,
    source: { coupon: coupon.id, type: 'coupon' },
    start,
    subscription: sub.id,
    subscription_item: null,
  } as unknown as Stripe.Discount;
  return store.insert('discount', discount).id;
}
