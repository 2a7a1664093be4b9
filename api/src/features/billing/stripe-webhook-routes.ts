import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../infra/errors.ts';
import type { WebhookService } from './webhook-service.ts';

export interface StripeWebhookOptions {
  stripe: Stripe;
  webhookSecret: string;
  webhooks: WebhookService;
}

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/**
 * POST /api/stripe/webhook. Registered as an encapsulated plugin (no fastify-plugin) so that its
 * raw-body parser applies to this route only: the signature is an HMAC over the exact bytes
 * Stripe sent, and re-serialised JSON would never verify. A bad signature is a 400 and changes
 * nothing; a failure while applying is a 500, which makes Stripe deliver the event again.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, opts: StripeWebhookOptions): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { schema: { tags: ['billing'], hide: true } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('bad_request:signature', 'Missing Stripe signature.');
    }
    let event: Stripe.Event;
    try {
      event = opts.stripe.webhooks.constructEvent(request.body, signature, opts.webhookSecret);
    } catch {
      throw new AppError('bad_request:signature', 'Invalid Stripe signature.');
    }
    const outcome = await opts.webhooks.handle(event);
    return { received: true, outcome };
  });
}
