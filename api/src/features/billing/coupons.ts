import type { Coupon } from '@luna/contracts';
import type Stripe from 'stripe';
import type { CatalogEntry } from './billing-catalog.ts';
import { discountedAmount } from './subscription-mapping.ts';

export interface Promotion {
  promotionCodeId: string;
  code: string;
  coupon: Stripe.Coupon;
}

/**
 * Codes people type are Stripe promotion codes (each points at a coupon, the discount rule).
 * Returns null for anything Stripe would refuse at checkout: unknown, inactive, expired, used
 * up, meant for another customer, below its minimum, or in another currency.
 */
export async function findPromotion(
  stripe: Stripe,
  code: string,
  ctx: { entry: CatalogEntry; customerId: string | null },
): Promise<Promotion | null> {
  if (!/^[A-Z0-9-]{1,100}$/.test(code)) return null;
  const { data } = await stripe.promotionCodes.list({ code, active: true, limit: 1, expand: ['data.promotion.coupon'] });
  const promo = data.find((p) => p.code.toUpperCase() === code);
  if (!promo) return null;
  const ref = promo.promotion?.coupon;
  if (!ref) return null;
  const coupon = typeof ref === 'string' ? await stripe.coupons.retrieve(ref) : ref;
  const now = Math.floor(Date.now() / 1000);
  const customer = typeof promo.customer === 'string' ? promo.customer : (promo.customer?.id ?? null);
  const min = promo.restrictions?.minimum_amount;
  const usable =
    promo.active &&
    coupon.valid &&
    (promo.expires_at == null || promo.expires_at > now) &&
    (promo.max_redemptions == null || promo.times_redeemed < promo.max_redemptions) &&
    (customer == null || customer === ctx.customerId) &&
    (min == null || ctx.entry.unitAmount >= min) &&
    (coupon.amount_off == null || coupon.currency === ctx.entry.currency);
  return usable ? { promotionCodeId: promo.id, code: promo.code.toUpperCase(), coupon } : null;
}

/**
 * The coupon as the Upgrade modal shows it. Fixed discounts and prices are in dollars like the
 * product's price; `finalPrice` is what is charged today, so `makesFree` means no card is needed.
 */
export function describeCoupon(promotion: Promotion, entry: CatalogEntry): Coupon {
  const { coupon } = promotion;
  const today = discountedAmount(entry.unitAmount, coupon);
  return {
    code: promotion.code,
    name: coupon.name ?? promotion.code,
    discount:
      coupon.percent_off != null ? { type: 'percentage', value: coupon.percent_off } : { type: 'fixed', value: (coupon.amount_off ?? 0) / 100 },
    finalPrice: today / 100,
    makesFree: today === 0,
  };
}

export function couponAppliedMessage(c: Coupon): string {
  if (c.makesFree) return `Coupon ${c.code} applied: nothing to pay today.`;
  const off = c.discount.type === 'percentage' ? `${c.discount.value}% off` : `$${c.discount.value.toFixed(2)} off`;
  return `Coupon ${c.code} applied: ${off}.`;
}
