import type Stripe from 'stripe';
import type { EmulatorContext } from './emulator-context.ts';
import { invalidRequest, parameterMissing } from './emulator-errors.ts';
import { allowOnly, mergeMetadata, optBool, optInt, optObject, optString, reqString, type Params } from './form-params.ts';

/** Products and prices: the catalogue Luna sells from (one product, one monthly price). */

export const PRODUCT_PARAMS = ['id', 'name', 'description', 'active', 'metadata', 'default_price', 'expand'];
export const PRICE_PARAMS = [
  'product',
  'unit_amount',
  'currency',
  'recurring',
  'lookup_key',
  'transfer_lookup_key',
  'nickname',
  'active',
  'metadata',
  'expand',
];

export function createProduct(ctx: EmulatorContext, p: Params): Stripe.Product {
  allowOnly(
    p,
    PRODUCT_PARAMS.filter((k) => k !== 'default_price'),
  );
  const id = optString(p, 'id') ?? ctx.store.newId('prod', 14);
  if (ctx.store.find('product', id)) throw invalidRequest(`Product already exists.`, 'id', 'resource_already_exists');
  const now = ctx.store.now();
  const product = {
    id,
    object: 'product',
    active: true,
    created: now,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: {},
    name: reqString(p, 'name'),
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  } as unknown as Stripe.Product;
  updateProduct(ctx, product, p);
  return ctx.store.insert('product', product);
}

export function updateProduct(ctx: EmulatorContext, product: Stripe.Product, p: Params): Stripe.Product {
  allowOnly(p, PRODUCT_PARAMS);
  if (p.name !== undefined) product.name = reqString(p, 'name');
  if (p.description !== undefined) product.description = optString(p, 'description') ?? null;
  product.active = optBool(p, 'active') ?? product.active;
  product.metadata = mergeMetadata(product.metadata, p);
  const defaultPrice = optString(p, 'default_price');
  if (defaultPrice) product.default_price = ctx.store.get('price', defaultPrice, 'default_price').id;
  product.updated = ctx.store.now();
  return product;
}

export function createPrice(ctx: EmulatorContext, p: Params): Stripe.Price {
  allowOnly(p, PRICE_PARAMS);
  const product = ctx.store.get('product', reqString(p, 'product'), 'product');
  const unitAmount = optInt(p, 'unit_amount');
  if (unitAmount === undefined) throw parameterMissing('unit_amount');
  if (unitAmount < 0) throw invalidRequest('Invalid unit_amount: must be at least 0', 'unit_amount');
  const recurringParams = optObject(p, 'recurring');
  let recurring: Stripe.Price.Recurring | null = null;
  if (recurringParams) {
    allowOnly(recurringParams, ['interval', 'interval_count'], 'recurring[');
    const interval = reqString(recurringParams, 'interval');
    if (!['day', 'week', 'month', 'year'].includes(interval)) throw invalidRequest(`Invalid recurring[interval]: ${interval}`, 'recurring[interval]');
    recurring = {
      interval: interval as Stripe.Price.Recurring.Interval,
      interval_count: optInt(recurringParams, 'interval_count') ?? 1,
      meter: null,
      usage_type: 'licensed',
    } as Stripe.Price.Recurring;
  }
  const price = {
    id: ctx.store.newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: ctx.store.now(),
    currency: reqString(p, 'currency').toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: product.id,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  } as unknown as Stripe.Price;
  updatePrice(ctx, price, p);
  return ctx.store.insert('price', price);
}

/** Only what Stripe lets you change on a price: active, nickname, metadata, lookup_key. */
export function updatePrice(ctx: EmulatorContext, price: Stripe.Price, p: Params): Stripe.Price {
  price.active = optBool(p, 'active') ?? price.active;
  if (p.nickname !== undefined) price.nickname = optString(p, 'nickname') ?? null;
  price.metadata = mergeMetadata(price.metadata, p);
  if (p.lookup_key !== undefined) {
    const key = optString(p, 'lookup_key') ?? null;
    const holder = key ? ctx.store.all('price').find((other) => other.lookup_key === key && other.id !== price.id) : undefined;
    if (holder) {
      if (!optBool(p, 'transfer_lookup_key')) {
        throw invalidRequest(`A price (\`${holder.id}\`) already uses that lookup key.`, 'lookup_key');
      }
      holder.lookup_key = null;
    }
    price.lookup_key = key;
  }
  return price;
}
