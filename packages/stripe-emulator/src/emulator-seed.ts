import { createPrice, createProduct, updatePrice } from './catalog-operations.ts';
import { createCoupon, createPromotionCode, findActiveCode } from './coupon-operations.ts';
import type { EmulatorContext } from './emulator-context.ts';
import type { Params } from './form-params.ts';

/**
 * Demo promotion codes the emulator creates so the coupon flow can be tried without a dashboard:
 * WELCOME20 = 20% off every month (forever), SAVE5 = $5 off the first month (once),
 * FREEMONTH = 100% off the first month (once; the subscription starts active with no payment).
 */
export const DEMO_PROMOTION_CODES: { code: string; coupon: Params }[] = [
  { code: 'WELCOME20', coupon: { id: 'welcome20', name: '20% off', percent_off: '20', duration: 'forever' } },
  { code: 'SAVE5', coupon: { id: 'save5', name: '$5 off your first month', amount_off: '500', currency: 'usd', duration: 'once' } },
  { code: 'FREEMONTH', coupon: { id: 'freemonth', name: 'First month free', percent_off: '100', duration: 'once' } },
];

/** What the emulator creates at start, from configuration. */
export interface EmulatorSeed {
  productId: string;
  productName: string;
  productDescription?: string;
  unitAmount: number;
  currency?: string;
  lookupKey: string;
  /** Also create the demo promotion codes (WELCOME20, SAVE5, FREEMONTH). */
  promotionCodes?: boolean;
}

export interface SeededCatalog {
  productId: string;
  priceId: string;
  lookupKey: string;
  /** Demo code -> promotion code id (empty unless seeded). */
  promotionCodes: Record<string, string>;
}

/**
 * Idempotent: a persisted state keeps its ids. When the configured amount changed, a new price
 * takes over the lookup key and the old one is archived, which is how prices change on Stripe
 * (prices are immutable).
 */
export function seedEmulator(ctx: EmulatorContext, seed: EmulatorSeed): SeededCatalog {
  const { store } = ctx;
  const currency = seed.currency ?? 'usd';
  const product =
    store.find('product', seed.productId) ??
    createProduct(ctx, {
      id: seed.productId,
      name: seed.productName,
      ...(seed.productDescription ? { description: seed.productDescription } : {}),
    });
  let price = store.all('price').find((p) => p.lookup_key === seed.lookupKey && p.product === product.id);
  if (!price || price.unit_amount !== seed.unitAmount || price.currency !== currency || !price.active) {
    const previous = price;
    price = createPrice(ctx, {
      product: product.id,
      unit_amount: String(seed.unitAmount),
      currency,
      recurring: { interval: 'month' },
      lookup_key: seed.lookupKey,
      transfer_lookup_key: 'true',
    });
    if (previous) updatePrice(ctx, previous, { active: 'false' });
  }
  if (product.default_price !== price.id) product.default_price = price.id;
  if (product.name !== seed.productName) product.name = seed.productName;
  const promotionCodes: Record<string, string> = {};
  if (seed.promotionCodes) {
    for (const demo of DEMO_PROMOTION_CODES) {
      const couponId = demo.coupon.id as string;
      const coupon = store.find('coupon', couponId) ?? createCoupon(ctx, demo.coupon);
      const promo = findActiveCode(ctx, demo.code) ?? createPromotionCode(ctx, { code: demo.code, promotion: { type: 'coupon', coupon: coupon.id } });
      promotionCodes[demo.code] = promo.id;
    }
  }
  return { productId: product.id, priceId: price.id, lookupKey: seed.lookupKey, promotionCodes };
}
