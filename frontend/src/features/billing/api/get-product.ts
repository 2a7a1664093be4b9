import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRO_FEATURES, productsResponseSchema, type Product, type RuntimeConfig } from '@luna/contracts';
import { callWorkflow, workflowSuccess } from '../../../lib/workflow-client.ts';

/** POST /webhook/products {productId} (spec section 7, item 5): the first product of the answer. */
export async function fetchProduct(config: RuntimeConfig): Promise<Product> {
  const reply = await callWorkflow(config.workflowBaseUrl, 'products', { productId: config.productId });
  const product = workflowSuccess(reply, productsResponseSchema)?.result.products[0];
  if (!product) throw new Error('Unable to load subscription details');
  return product;
}

/** What the Upgrade modal shows when the catalogue cannot be read (spec: "defaults on failure"). */
export function defaultProduct(config: RuntimeConfig): Product {
  return {
    id: config.productId,
    name: `${config.productName} Pro`,
    description: 'Unlimited conversations and every Pro feature.',
    price: config.price.amount / 100,
    unitAmount: config.price.amount,
    currency: config.price.currency,
    interval: config.price.interval,
    priceId: '',
    metadata: {},
    features: [...PRO_FEATURES],
  };
}

export function productQueryOptions(config: RuntimeConfig) {
  return queryOptions({ queryKey: ['/webhook/products', config.productId] as const, queryFn: () => fetchProduct(config) });
}

/** The Pro product, or the defaults while it loads or when it failed (`isError` says which). */
export function useProduct(config: RuntimeConfig, enabled = true) {
  const query = useQuery({ ...productQueryOptions(config), enabled });
  return { ...query, product: query.data ?? defaultProduct(config) };
}
