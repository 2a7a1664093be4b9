import type { FastifyInstance } from 'fastify';
import { createPrice, createProduct, PRICE_PARAMS, updatePrice, updateProduct } from './catalog-operations.ts';
import { type EmulatorContext, expandOf, idParam, LIST_PARAMS, listOf, paramsOf } from './emulator-context.ts';
import { allowOnly, optBool, optObject, optString, optStringArray } from './form-params.ts';

/** /v1/products and /v1/prices: create, retrieve, update, list. */
export async function catalogRoutes(app: FastifyInstance, { ctx }: { ctx: EmulatorContext }) {
  const { store } = ctx;

  app.post('/v1/products', async (request) => {
    const p = paramsOf(request);
    return ctx.render(createProduct(ctx, p), expandOf(p));
  });

  app.get('/v1/products/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('product', idParam(request)), expandOf(p));
  });

  app.post('/v1/products/:id', async (request) => {
    const p = paramsOf(request);
    return ctx.render(updateProduct(ctx, store.get('product', idParam(request)), p), expandOf(p));
  });

  app.get('/v1/products', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'active', 'ids']);
    const active = optBool(p, 'active');
    const ids = optStringArray(p, 'ids');
    const items = store.all('product').filter((x) => (active === undefined || x.active === active) && (!ids || ids.includes(x.id)));
    return ctx.render(listOf(items, p, '/v1/products'), expandOf(p));
  });

  app.post('/v1/prices', async (request) => {
    const p = paramsOf(request);
    return ctx.render(createPrice(ctx, p), expandOf(p));
  });

  app.get('/v1/prices/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('price', idParam(request)), expandOf(p));
  });

  app.post('/v1/prices/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(
      p,
      PRICE_PARAMS.filter((k) => !['product', 'unit_amount', 'currency', 'recurring'].includes(k)),
    );
    return ctx.render(updatePrice(ctx, store.get('price', idParam(request)), p), expandOf(p));
  });

  app.get('/v1/prices', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'active', 'product', 'lookup_keys', 'type', 'currency', 'recurring']);
    const active = optBool(p, 'active');
    const product = optString(p, 'product');
    const lookupKeys = optStringArray(p, 'lookup_keys');
    const type = optString(p, 'type');
    const currency = optString(p, 'currency');
    const interval = optString(optObject(p, 'recurring') ?? {}, 'interval');
    const items = store
      .all('price')
      .filter(
        (x) =>
          (active === undefined || x.active === active) &&
          (!product || x.product === product) &&
          (!lookupKeys || (x.lookup_key !== null && lookupKeys.includes(x.lookup_key))) &&
          (!type || x.type === type) &&
          (!currency || x.currency === currency) &&
          (!interval || x.recurring?.interval === interval),
      );
    return ctx.render(listOf(items, p, '/v1/prices'), expandOf(p));
  });
}
