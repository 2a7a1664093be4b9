import type Stripe from 'stripe';
import type { DiscountInfo, SubscriptionFields } from './billing-repository.ts';

/**
 * The expansions every subscription read asks for, so one snapshot carries the card, the
 * discount with its coupon and promotion code, and the product name.
 */
export const SUBSCRIPTION_EXPAND = ['default_payment_method', 'discounts.source.coupon', 'discounts.promotion_code', 'items.data.price.product'];

const idOf = (v: string | { id: string } | null | undefined): string | null => (v == null ? null : typeof v === 'string' ? v : v.id);

export function customerIdOf(sub: Stripe.Subscription): string {
  return idOf(sub.customer as string | { id: string })!;
}

/** Price after a coupon, in minor units, never below zero. */
export function discountedAmount(unitAmount: number, coupon: Pick<Stripe.Coupon, 'percent_off' | 'amount_off'> | null): number {
  if (!coupon) return unitAmount;
  if (coupon.percent_off != null) return Math.max(0, Math.round(unitAmount * (1 - coupon.percent_off / 100)));
  if (coupon.amount_off != null) return Math.max(0, unitAmount - coupon.amount_off);
  return unitAmount;
}

/** The discount attached to the subscription, with its coupon, when both came back expanded. */
function attachedDiscount(sub: Stripe.Subscription): { discount: Stripe.Discount; coupon: Stripe.Coupon } | null {
  for (const d of sub.discounts ?? []) {
    if (typeof d === 'string') continue;
    const coupon = d.source?.coupon;
    if (coupon && typeof coupon !== 'string') return { discount: d, coupon };
  }
  return null;
}

/**
 * Whether a discount still lowers the renewal after `periodEnd`: `forever` does; `repeating`
 * does until its end; `once` only lowered the first invoice. So `amount` is what the next
 * renewal costs, which is what the Billing modal shows and what monthly revenue counts.
 */
function appliesToRenewal(discount: Stripe.Discount, coupon: Stripe.Coupon, periodEnd: number | null): boolean {
  if (coupon.duration === 'forever') return true;
  if (coupon.duration === 'repeating') return discount.end == null || periodEnd == null || discount.end > periodEnd;
  return false;
}

const toDate = (unix: number | null | undefined): Date | null => (unix ? new Date(unix * 1000) : null);

/** A Stripe subscription (read with SUBSCRIPTION_EXPAND) as the row Luna keeps. */
export function subscriptionFields(sub: Stripe.Subscription, userId: string, fallbackProductName: string): SubscriptionFields {
  const item = sub.items.data[0];
  const price = item?.price;
  const unitAmount = price?.unit_amount ?? 0;
  const periodEnd = item?.current_period_end ?? null;
  const attached = attachedDiscount(sub);
  const applies = attached ? appliesToRenewal(attached.discount, attached.coupon, periodEnd) : false;
  const discount: DiscountInfo | null = attached
    ? {
        type: attached.coupon.percent_off != null ? 'percentage' : 'fixed',
        value: attached.coupon.percent_off ?? attached.coupon.amount_off ?? 0,
        duration: attached.coupon.duration,
        end: attached.discount.end ?? null,
      }
    : null;
  const promo = attached?.discount.promotion_code;
  const product = price?.product;
  const pm = sub.default_payment_method;
  const card = pm && typeof pm !== 'string' ? pm.card : null;
  return {
    id: sub.id,
    userId,
    stripeCustomerId: customerIdOf(sub),
    status: sub.status,
    priceId: price?.id ?? '',
    productName: product && typeof product !== 'string' && !product.deleted ? product.name : fallbackProductName,
    amount: applies ? discountedAmount(unitAmount, attached!.coupon) : unitAmount,
    currency: price?.currency ?? sub.currency,
    interval: price?.recurring?.interval ?? 'month',
    currentPeriodStart: toDate(item?.current_period_start),
    currentPeriodEnd: toDate(periodEnd),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    couponCode: promo && typeof promo !== 'string' ? promo.code : (attached?.coupon.name ?? null),
    discount,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
  };
}

/** The subscription an invoice belongs to (API 2025-03-31+: `invoice.parent.subscription_details`). */
export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | null {
  const details = invoice.parent?.subscription_details;
  return idOf(details?.subscription as string | { id: string } | null | undefined);
}
