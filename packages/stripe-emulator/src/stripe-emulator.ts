import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { catalogRoutes } from './catalog-routes.ts';
import { couponRoutes } from './coupon-routes.ts';
import { customerRoutes } from './customer-routes.ts';
import { paymentRoutes } from './payment-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import type { EmulatorContext } from './emulator-context.ts';
import { StripeApiError, authenticationError } from './emulator-errors.ts';
import { EventBus, type EmulatorLogger, type WebhookTarget } from './emulator-events.ts';
import { seedEmulator, type EmulatorSeed, type SeededCatalog } from './emulator-seed.ts';
import { EmulatorStore } from './emulator-store.ts';
import { render } from './expand.ts';
import { parseStripeForm } from './form-params.ts';
import { expireIncompleteSubscriptions, renewSubscription } from './subscription-lifecycle.ts';
import { installIdempotency } from './idempotency.ts';
import { loadOrCreateWebhookSecret } from './webhook-secret.ts';

export interface StripeEmulatorOptions {
  /** Signs webhook events. Default: a random secret kept beside `dataFile` (see webhook-secret.ts). */
  webhookSecret?: string;
  /** The only secret key the emulator accepts. Default `sk_test_emulator`. */
  secretKey?: string;
  /** The publishable key the browser routes accept. Default `pk_test_emulator`. */
  publishableKey?: string;
  /** JSON file the state is mirrored to; null/undefined keeps it in memory only. */
  dataFile?: string | null;
  /** Catalogue (and demo promotion codes) created at start, idempotently. */
  seed?: EmulatorSeed;
  /** Unix seconds; tests may pin it. */
  now?: () => number;
  logger?: EmulatorLogger;
}

export interface StripeEmulator {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
  /** Ids of what `seed` created or found (product, price, promotion codes). */
  readonly catalog: SeededCatalog | null;
  /** A WHATWG fetch that answers from the emulator in-process; give it to Stripe.createFetchHttpClient. */
  readonly fetch: typeof fetch;
  /** The emulator's Fastify instance (for raw `inject` in tests). */
  readonly app: FastifyInstance;
  readonly context: EmulatorContext;
  /** Where signed events go: `(rawBody, stripeSignatureHeader) => Promise<void>`; a throw means "retry". */
  setWebhookTarget(target: WebhookTarget | null): void;
  /** Resolves when every emitted event has been delivered (retries are fast-forwarded). */
  flushWebhooks(): Promise<void>;
  /**
   * Test clock: the subscription reaches the end of its period. It renews (invoice.paid), or with
   * `fail: true` (or a default card that declines) the charge fails: invoice.payment_failed and
   * status past_due. A subscription set to cancel at period end ends (customer.subscription.deleted).
   */
  advanceToRenewal(subscriptionId: string, options?: { fail?: boolean }): Promise<Stripe.Subscription>;
  /** Expires `incomplete` subscriptions older than `olderThanSeconds` (Stripe: 23 h). Returns their ids. */
  expireIncomplete(options?: { olderThanSeconds?: number }): Promise<string[]>;
  close(): Promise<void>;
}

/** A project-owned emulator of the Stripe API endpoints Luna uses, for development and tests. */
export function buildStripeEmulator(options: StripeEmulatorOptions): StripeEmulator {
  const secretKey = options.secretKey ?? 'sk_test_emulator';
  const publishableKey = options.publishableKey ?? 'pk_test_emulator';
  const store = new EmulatorStore({ file: options.dataFile ?? null, now: options.now });
  const resolve = (id: string) => store.findAny(id);
  const renderObject = (object: unknown, expand: readonly string[] = []) => render(object, expand, resolve);
  const webhookSecret = options.webhookSecret ?? loadOrCreateWebhookSecret(options.dataFile ?? null);
  const events = new EventBus(store, webhookSecret, (o) => renderObject(o), options.logger);
  const context: EmulatorContext = { store, events, render: renderObject };

  const app = Fastify({ logger: false, routerOptions: { querystringParser: (s) => parseStripeForm(s) } });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseStripeForm(body as string));
  });
  app.addHook('onRequest', async (request) => {
    const key = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    if (key !== secretKey) throw authenticationError(key);
  });
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET') store.save();
  });
  app.setErrorHandler((error: FastifyError | StripeApiError, _request, reply) => {
    if (error instanceof StripeApiError) return reply.status(error.statusCode).send({ error: error.body });
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(400).send({ error: { type: 'invalid_request_error', message: error.message } });
    }
    options.logger?.warn({ err: error.message }, 'stripe emulator: internal error');
    return reply.status(500).send({ error: { type: 'api_error', message: 'An unknown error occurred' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).` },
    }),
  );
  installIdempotency(app);
  app.register(customerRoutes, { ctx: context });
  app.register(catalogRoutes, { ctx: context });
  app.register(couponRoutes, { ctx: context });
  app.register(subscriptionRoutes, { ctx: context });
  app.register(paymentRoutes, { ctx: context });

  const catalog = options.seed ? seedEmulator(context, options.seed) : null;
  store.save();

  const emulatorFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
    return new Response(res.body, { status: res.statusCode, headers });
  };

  return {
    secretKey,
    publishableKey,
    webhookSecret,
    catalog,
    fetch: emulatorFetch as typeof fetch,
    app,
    context,
    setWebhookTarget: (target) => events.setTarget(target),
    flushWebhooks: () => events.flush(),
    async advanceToRenewal(subscriptionId, { fail = false } = {}) {
      const sub = renewSubscription(context, store.get('subscription', subscriptionId), fail);
      store.save();
      return renderObject(sub) as Stripe.Subscription;
    },
    async expireIncomplete({ olderThanSeconds } = {}) {
      const ids = expireIncompleteSubscriptions(context, olderThanSeconds);
      store.save();
      return ids;
    },
    async close() {
      events.close();
      store.save();
      await app.close();
    },
  };
}
