import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { type EmulatorContext, expandOf, idParam, LIST_PARAMS, listOf, paramsOf } from './emulator-context.ts';
import { allowOnly, mergeMetadata, optObject, optString, type Params } from './form-params.ts';

const WRITABLE = ['email', 'name', 'phone', 'description', 'metadata', 'invoice_settings', 'expand'];

/** POST/GET /v1/customers, GET/POST /v1/customers/:id. */
export async function customerRoutes(app: FastifyInstance, { ctx }: { ctx: EmulatorContext }) {
  const { store } = ctx;

  app.post('/v1/customers', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, WRITABLE);
    const customer = {
      id: store.newId('cus', 14),
      object: 'customer',
      address: null,
      balance: 0,
      created: store.now(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: null,
      email: null,
      invoice_prefix: store.newId('X', 6).slice(2).toUpperCase(),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: {},
      name: null,
      next_invoice_sequence: 1,
      phone: null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    } as unknown as Stripe.Customer;
    applyCustomerParams(ctx, customer, p);
    store.insert('customer', customer);
    return ctx.render(customer, expandOf(p));
  });

  app.get('/v1/customers', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, [...LIST_PARAMS, 'email', 'created']);
    const email = optString(p, 'email');
    const items = store.all('customer').filter((c) => email === undefined || c.email === email);
    return ctx.render(listOf(items, p, '/v1/customers'), expandOf(p));
  });

  app.get('/v1/customers/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, ['expand']);
    return ctx.render(store.get('customer', idParam(request)), expandOf(p));
  });

  app.post('/v1/customers/:id', async (request) => {
    const p = paramsOf(request);
    allowOnly(p, WRITABLE);
    const customer = store.get('customer', idParam(request));
    applyCustomerParams(ctx, customer, p);
    return ctx.render(customer, expandOf(p));
  });
}

function applyCustomerParams(ctx: EmulatorContext, customer: Stripe.Customer, p: Params): void {
  for (const key of ['email', 'name', 'phone', 'description'] as const) {
    if (p[key] !== undefined) customer[key] = optString(p, key) ?? null;
  }
  customer.metadata = mergeMetadata(customer.metadata, p);
  const settings = optObject(p, 'invoice_settings');
  if (settings) {
    allowOnly(settings, ['default_payment_method'], 'invoice_settings[');
    const pm = optString(settings, 'default_payment_method');
    if (pm) ctx.store.get('payment_method', pm, 'invoice_settings[default_payment_method]');
    customer.invoice_settings.default_payment_method = pm ?? null;
  }
}
