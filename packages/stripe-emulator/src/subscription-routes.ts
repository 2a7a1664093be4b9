import type { FastifyInstance } from 'fastify';
import { type EmulatorContext, expandOf, idParam, LIST_PARAMS, listOf, paramsOf } from './emulator-context.ts';
import { allowOnly, optString } from './form-params.ts';
import { createSubscription } from './subscription-create.ts';
import { cancelSubscription, updateSubscription } from './subscription-lifecycle.ts';

/** /v1/subscriptions: create, retrieve, update, cancel (DELETE), list. */
export async function subscriptionRoutes(app: FastifyInstance, { ctx }: { ctx: EmulatorContext }) {
  const { store } = ctx;

  app.post('/v1/subscriptions', async (request) => {
    const p = paramsOf(request);
    return ctx.render(createSubscription(ctx, p), expandOf(p));
  });

  app.get('/v1/subscriptions/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('subscription', idParam(request)), expandOf(p));
  });

  app.post('/v1/subscriptions/:id', async (request) => {
    const p = paramsOf(request);
    return ctx.render(updateSubscription(ctx, store.get('subscription', idParam(request)), p), expandOf(p));
  });

  app.delete('/v1/subscriptions/:id', async (request) => {
    const p = paramsOf(request);
    return ctx.render(cancelSubscription(ctx, store.get('subscription', idParam(request)), p), expandOf(p));
  });

  app.get('/v1/subscriptions', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'customer', 'status', 'price', 'created']);
    const customer = optString(p, 'customer');
    const status = optString(p, 'status');
    const price = optString(p, 'price');
    // Stripe lists every status except canceled unless asked (`status=all` or `status=canceled`).
    const items = store
      .all('subscription')
      .filter(
        (s) =>
          (!customer || s.customer === customer) &&
          (status === 'all' || (status ? s.status === status : s.status !== 'canceled')) &&
          (!price || s.items.data.some((i) => i.price.id === price)),
      );
    return ctx.render(listOf(items, p, '/v1/subscriptions'), expandOf(p));
  });
}
