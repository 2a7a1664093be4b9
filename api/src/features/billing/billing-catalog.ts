import { PRO_FEATURES, type Product } from '@luna/contracts';
import type Stripe from 'stripe';
import { AppError } from '../../infra/errors.ts';
import type { StripeCatalogIds } from './stripe/stripe-client.ts';

export interface CatalogEntry {
  productId: string;
  name: string;
  description: string;
  metadata: Record<string, string>;
  priceId: string;
  unitAmount: number;
  currency: string;
  interval: string;
}

export interface Catalog {
  readonly productId: string;
  /** The product and its monthly price, as Stripe has them (cached for a minute). */
  entry(): Promise<CatalogEntry>;
}

const CACHE_MS = 60_000;

/**
 * Luna sells one Stripe product (`luna_pro`, from PRODUCT_NAME) at the active price with the
 * lookup key `luna_pro_monthly`. The price lives in Stripe, not in Luna's code, so changing it
 * is a Stripe operation; a short cache keeps the Upgrade modal from calling Stripe on every open.
 */
export function createCatalog(stripe: Stripe, ids: StripeCatalogIds): Catalog {
  const { productId } = ids;
  let cached: { at: number; entry: CatalogEntry } | null = null;

  async function load(): Promise<CatalogEntry> {
    const { data } = await stripe.prices.list({ lookup_keys: [ids.priceLookupKey], active: true, limit: 1 });
    let price: Stripe.Price | null = data[0] ?? null;
    const product = await stripe.products.retrieve(productId, { expand: ['default_price'] });
    if (!price && typeof product.default_price === 'object') price = product.default_price;
    if (!product.active || !price?.active || price.unit_amount == null) {
      throw new AppError('offline:billing', 'Unable to load subscription details');
    }
    return {
      productId: product.id,
      name: product.name,
      description: product.description ?? '',
      metadata: { ...(product.metadata ?? {}) },
      priceId: price.id,
      unitAmount: price.unit_amount,
      currency: price.currency,
      interval: price.recurring?.interval ?? 'month',
    };
  }

  return {
    productId,
    async entry() {
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.entry;
      const entry = await load();
      cached = { at: Date.now(), entry };
      return entry;
    },
  };
}

/** The catalogue flow's product: the price in dollars (9.99) plus the Pro promises. */
export function toProduct(entry: CatalogEntry): Product {
  return {
    id: entry.productId,
    name: entry.name,
    description: entry.description,
    price: entry.unitAmount / 100,
    unitAmount: entry.unitAmount,
    currency: entry.currency,
    interval: entry.interval,
    priceId: entry.priceId,
    metadata: entry.metadata,
    features: [...PRO_FEATURES],
  };
}
