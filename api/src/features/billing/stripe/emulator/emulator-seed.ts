import { createPrice, createProduct, updatePrice } from './catalog-operations.ts';
import type { EmulatorContext } from './emulator-context.ts';

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
  return { productId: product.id, priceId: price.id, lookupKey: seed.lookupKey };
}
