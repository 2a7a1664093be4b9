import type { FastifyInstance } from 'fastify';
import { type EmulatorContext, expandOf, idParam, LIST_PARAMS, listOf, paramsOf } from './emulator-context.ts';
import { invalidRequest } from './emulator-errors.ts';
import { allowOnly, optObject, optString, optStringArray, type Params } from './form-params.ts';
import { authenticatePaymentIntent, confirmPaymentIntent } from './payment-operations.ts';

/** /v1/invoices, /v1/payment_intents, /v1/payment_methods and /v1/events (read + confirm). */
export async function paymentRoutes(app: FastifyInstance, { ctx }: { ctx: EmulatorContext }) {
  const { store } = ctx;

  app.get('/v1/invoices/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('invoice', idParam(request)), expandOf(p));
  });

  app.get('/v1/invoices', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'customer', 'subscription', 'status', 'created']);
    const customer = optString(p, 'customer');
    const subscription = optString(p, 'subscription');
    const status = optString(p, 'status');
    const items = store
      .all('invoice')
      .filter(
        (x) =>
          (!customer || x.customer === customer) &&
          (!subscription || x.parent?.subscription_details?.subscription === subscription) &&
          (!status || x.status === status),
      );
    return ctx.render(listOf(items, p, '/v1/invoices'), expandOf(p));
  });

  app.get('/v1/payment_intents/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand', 'client_secret']);
    return ctx.render(store.get('payment_intent', idParam(request)), expandOf(p));
  });

  app.post('/v1/payment_intents/:id/confirm', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['payment_method', 'payment_method_data', 'expand', 'return_url', 'use_stripe_sdk', 'mandate_data']);
    const pi = store.get('payment_intent', idParam(request));
    confirmPaymentIntent(ctx, pi, { paymentMethod: optString(p, 'payment_method'), postalCode: postalCodeOf(p) });
    return ctx.render(pi, expandOf(p));
  });

  /**
   * Not a Stripe endpoint: completes the 3-D Secure challenge Stripe.js would show.
   * `result=success|failure`.
   */
  app.post('/v1/payment_intents/:id/authenticate', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['result', 'expand']);
    const result = optString(p, 'result') ?? 'success';
    if (result !== 'success' && result !== 'failure') throw invalidRequest('result must be success or failure', 'result');
    const pi = store.get('payment_intent', idParam(request));
    authenticatePaymentIntent(ctx, pi, result === 'success');
    return ctx.render(pi, expandOf(p));
  });

  app.get('/v1/payment_methods/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('payment_method', idParam(request)), expandOf(p));
  });

  app.get('/v1/events/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('event', idParam(request)), expandOf(p));
  });

  app.get('/v1/events', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'type', 'types', 'created', 'delivery_success']);
    const type = optString(p, 'type');
    const types = optStringArray(p, 'types');
    const matches = (t: string) => (!type || (type.endsWith('.*') ? t.startsWith(type.slice(0, -1)) : t === type)) && (!types || types.includes(t));
    const items = store.all('event').filter((e) => matches(e.type));
    return ctx.render(listOf(items, p, '/v1/events'), expandOf(p));
  });
}

/** `payment_method_data[billing_details][address][postal_code]`, the ZIP the card form collects. */
export function postalCodeOf(p: Params): string | undefined {
  const address = optObject(optObject(optObject(p, 'payment_method_data') ?? {}, 'billing_details') ?? {}, 'address');
  return address ? optString(address, 'postal_code') : undefined;
}
