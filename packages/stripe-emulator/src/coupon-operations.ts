import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest } from './emulator-errors.ts';
import { allowOnly, mergeMetadata, optBool, optInt, optNumber, optObject, optString, reqString, type Params } from './form-params.ts';
import { randomToken } from './emulator-store.ts';

/** Coupons (the discount rule) and promotion codes (the customer-facing code pointing at one). */

export function createCoupon(ctx: EmulatorContext, p: Params): Stripe.Coupon {
  allowOnly(p, [
    'id',
    'name',
    'percent_off',
    'amount_off',
    'currency',
    'duration',
    'duration_in_months',
    'max_redemptions',
    'redeem_by',
    'metadata',
    'expand',
  ]);
  const id = optString(p, 'id') ?? randomToken(8);
  if (ctx.store.find('coupon', id)) throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
  const percentOff = optNumber(p, 'percent_off') ?? null;
  const amountOff = optInt(p, 'amount_off') ?? null;
  if ((percentOff === null) === (amountOff === null)) {
    throw invalidRequest('You must pass exactly one of percent_off or amount_off.', percentOff === null ? 'percent_off' : 'amount_off');
  }
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100))
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100', 'percent_off');
  if (amountOff !== null && amountOff <= 0) throw invalidRequest('Invalid amount_off: must be greater than 0', 'amount_off');
  const currency = optString(p, 'currency')?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) throw invalidRequest('You must pass currency when passing amount_off.', 'currency');
  const duration = optString(p, 'duration') ?? 'once';
  if (!['once', 'repeating', 'forever'].includes(duration)) throw invalidRequest(`Invalid duration: ${duration}`, 'duration');
  const months = optInt(p, 'duration_in_months') ?? null;
  if (duration === 'repeating' && !months) throw invalidRequest('You must pass duration_in_months when duration is repeating.', 'duration_in_months');
  const coupon = {
    id,
    object: 'coupon',
    amount_off: amountOff,
    created: ctx.store.now(),
    currency,
    duration,
    duration_in_months: duration === 'repeating' ? months : null,
    livemode: false,
    max_redemptions: optInt(p, 'max_redemptions') ?? null,
    metadata: mergeMetadata({}, p),
    name: optString(p, 'name') ?? null,
    percent_off: percentOff,
    redeem_by: optInt(p, 'redeem_by') ?? null,
    times_redeemed: 0,
    valid: true,
  } as unknown as Stripe.Coupon;
  return ctx.store.insert('coupon', coupon);
}

export function createPromotionCode(ctx: EmulatorContext, p: Params): Stripe.PromotionCode {
  allowOnly(p, ['promotion', 'code', 'active', 'customer', 'expires_at', 'max_redemptions', 'restrictions', 'metadata', 'expand']);
  const promotion = optObject(p, 'promotion');
  if (!promotion) throw invalidRequest('Missing required param: promotion.', 'promotion', 'parameter_missing');
  allowOnly(promotion, ['type', 'coupon'], 'promotion[');
  if (reqString(promotion, 'type') !== 'coupon') throw invalidRequest('Invalid promotion[type]', 'promotion[type]');
  const coupon = ctx.store.get('coupon', reqString(promotion, 'coupon'), 'promotion[coupon]');
  const code = (optString(p, 'code') ?? randomToken(8)).toUpperCase();
  const active = optBool(p, 'active') ?? true;
  if (active && findActiveCode(ctx, code)) throw invalidRequest(`An active promotion code with \`code: ${code}\` already exists.`, 'code');
  const customer = optString(p, 'customer');
  if (customer) ctx.store.get('customer', customer, 'customer');
  const restrictions = optObject(p, 'restrictions') ?? {};
  allowOnly(restrictions, ['first_time_transaction', 'minimum_amount', 'minimum_amount_currency'], 'restrictions[');
  const promo = {
    id: ctx.store.newId('promo'),
    object: 'promotion_code',
    active,
    code,
    created: ctx.store.now(),
    customer: customer ?? null,
    customer_account: null,
    expires_at: optInt(p, 'expires_at') ?? null,
    livemode: false,
    max_redemptions: optInt(p, 'max_redemptions') ?? null,
    metadata: mergeMetadata({}, p),
    promotion: { type: 'coupon', coupon: coupon.id },
    restrictions: {
      first_time_transaction: optBool(restrictions, 'first_time_transaction') ?? false,
      minimum_amount: optInt(restrictions, 'minimum_amount') ?? null,
      minimum_amount_currency: optString(restrictions, 'minimum_amount_currency') ?? null,
    },
    times_redeemed: 0,
  } as unknown as Stripe.PromotionCode;
  return ctx.store.insert('promotion_code', promo);
}

/** Promotion codes are case-insensitive, as on Stripe. */
export function findActiveCode(ctx: EmulatorContext, code: string): Stripe.PromotionCode | undefined {
  return ctx.store.all('promotion_code').find((x) => x.active && x.code.toUpperCase() === code.toUpperCase());
}

/** A coupon stops being valid once redeem_by has passed or max_redemptions is reached. */
export function refreshValidity(ctx: EmulatorContext, coupon: Stripe.Coupon): Stripe.Coupon {
  const expired = coupon.redeem_by !== null && coupon.redeem_by <= ctx.store.now();
  const exhausted = coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions;
  coupon.valid = !expired && !exhausted;
  return coupon;
}

/** Stripe's discount arithmetic on one amount: percent rounds half-up, amount_off never goes below 0. */
export function discountAmount(coupon: Stripe.Coupon, base: number): number {
  if (coupon.percent_off !== null) return Math.min(base, Math.round((base * coupon.percent_off) / 100));
  return Math.min(base, coupon.amount_off ?? 0);
}
