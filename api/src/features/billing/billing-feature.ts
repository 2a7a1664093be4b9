import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import type { StripeEmulator } from '@luna/stripe-emulator';
import type { Config } from '../../config/env.ts';
import { outboxRepository } from '../../infra/mail/outbox-repository.ts';
import { registerWorkflowDoors, workflowDoors } from '../../infra/workflow-doors.ts';
import { createCatalog } from './billing-catalog.ts';
import type { BillingMail } from './billing-mail.ts';
import { billingApiRoutes } from './billing-api-routes.ts';
import { createBillingService } from './billing-service.ts';
import { billingWorkflowRoutes } from './billing-workflow-routes.ts';
import { createStripe } from './stripe/stripe-client.ts';
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook-routes.ts';
import { createWebhookService } from './webhook-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment client (real Stripe, or the SDK against the emulator) and, in emulator mode, the emulator. */
    payments: { stripe: Stripe; emulator: StripeEmulator | null; webhookSecret: string; mode: 'emulator' | 'stripe' };
  }
}

/**
 * Subscriptions end to end: catalogue, customer, subscribe, confirm, cancel/resume, the coupon
 * check, and Stripe's webhooks. In emulator mode (no STRIPE_SECRET_KEY) the emulator's events
 * are delivered, signed, into the same webhook route real Stripe calls.
 */
export const billingFeature = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const setup = await createStripe(config, { logger: app.log });
    app.log.info(
      { payments: setup.mode },
      `payments: ${setup.mode === 'stripe' ? 'Stripe' : 'the Stripe emulator (test cards only; no real payments)'}`,
    );
    app.decorate('payments', { stripe: setup.stripe, emulator: setup.emulator, webhookSecret: setup.webhookSecret, mode: setup.mode });
    const productName = `${config.PRODUCT_NAME} Pro`;
    const catalog = createCatalog(setup.stripe, setup.catalog);
    const billing = createBillingService({ db: app.db, stripe: setup.stripe, catalog, log: app.log });

    const outbox = outboxRepository(app.db);
    const sendMail = async (m: BillingMail) => (app.hasDecorator('mailer') ? app.mailer.send(m) : outbox.insert(m));
    const webhooks = createWebhookService({ db: app.db, stripe: setup.stripe, productName, log: app.log, sendMail });

    await registerWorkflowDoors(app, billingWorkflowRoutes, { billing }, workflowDoors(config));
    await app.register(billingApiRoutes, { billing });
    await app.register(stripeWebhookRoutes, { stripe: setup.stripe, webhookSecret: setup.webhookSecret, webhooks });

    const emulator = setup.emulator;
    if (emulator) {
      // The browser's stand-in for Stripe.js (card confirmation and 3-D Secure), emulator mode only.
      const { stripeEmulatorBrowserRoutes } = await import('@luna/stripe-emulator');
      await app.register(stripeEmulatorBrowserRoutes, { emulator });
      // Deliver the emulator's events exactly as Stripe would: raw body + signature, over HTTP
      // semantics (a non-2xx answer makes the emulator retry).
      app.addHook('onReady', async () => {
        emulator.setWebhookTarget(async (rawBody, signature) => {
          const res = await app.inject({
            method: 'POST',
            url: STRIPE_WEBHOOK_PATH,
            headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
            payload: rawBody,
          });
          if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}`);
        });
      });
      app.addHook('onClose', async () => {
        emulator.setWebhookTarget(null);
        await emulator.close();
      });
    }
  },
  { name: 'billing', dependencies: ['db', 'auth-guard'] },
);
