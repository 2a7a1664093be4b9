import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../infra/db/database.ts';
import { paymentFailedMail, receiptMail, type BillingMail } from './billing-mail.ts';
import { createBillingRepository } from './billing-repository.ts';
import { isResourceMissing } from './stripe-errors.ts';
import { subscriptionIdOfInvoice } from './subscription-mapping.ts';
import { applySubscription, retrieveSubscription } from './subscription-sync.ts';

export const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

export interface WebhookDeps {
  db: Database;
  stripe: Stripe;
  productName: string;
  log: FastifyBaseLogger;
  sendMail: (mail: BillingMail) => Promise<void>;
}

/**
 * Applies one verified Stripe event. Each event id takes effect once (its stripe_events row is
 * written in the same transaction as the change). The subscription is re-read from Stripe, so
 * the stored state is always Stripe's current one whatever order events arrive in, and the
 * event-time guard in the upsert keeps a slow handler of an older event from writing last.
 */
export function createWebhookService({ db, stripe, productName, log, sendMail }: WebhookDeps) {
  function subscriptionIdOf(event: Stripe.Event): string | null {
    if (event.type.startsWith('customer.subscription.')) return (event.data.object as Stripe.Subscription).id;
    if (event.type.startsWith('invoice.')) return subscriptionIdOfInvoice(event.data.object as Stripe.Invoice);
    return null;
  }

  /** Outside any transaction: a Stripe call must never hold a database connection. */
  async function freshSubscription(event: Stripe.Event, id: string): Promise<Stripe.Subscription | null> {
    try {
      return await retrieveSubscription(stripe, id);
    } catch (err) {
      if (!isResourceMissing(err)) throw err;
      // Gone from Stripe (e.g. deleted test data): the event's own snapshot is the last word.
      return event.type.startsWith('customer.subscription.') ? (event.data.object as Stripe.Subscription) : null;
    }
  }

  return {
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      const handled = (HANDLED_EVENTS as readonly string[]).includes(event.type);
      const subscriptionId = handled ? subscriptionIdOf(event) : null;
      const sub = subscriptionId ? await freshSubscription(event, subscriptionId) : null;

      const result = await db.tx(async (client) => {
        if (!(await createBillingRepository(client).recordEvent(event))) return { outcome: 'duplicate' as const, mail: null };
        if (!sub) return { outcome: 'ignored' as const, mail: null };
        const applied = await applySubscription(client, sub, { eventCreated: event.created, fallbackProductName: productName });
        if (!applied) return { outcome: 'ignored' as const, mail: null };
        let mail: BillingMail | null = null;
        const to = await createBillingRepository(client).userEmail(applied.userId);
        if (to && event.type === 'invoice.paid') {
          mail = receiptMail(to, productName, event.data.object as Stripe.Invoice, await createBillingRepository(client).subscription(sub.id));
        } else if (to && event.type === 'invoice.payment_failed' && sub.status === 'past_due') {
          // Renewals only: a declined first payment is shown in the card form, not mailed.
          mail = paymentFailedMail(to, productName, event.data.object as Stripe.Invoice);
        }
        return { outcome: 'processed' as const, mail };
      });

      // After commit, so a rolled-back event sends nothing; the event id guarantees at most once.
      if (result.mail) {
        await sendMail(result.mail).catch((err: Error) => log.warn({ kind: result.mail!.kind, err: err.name }, 'billing mail could not be sent'));
      }
      log.info({ eventId: event.id, type: event.type, outcome: result.outcome }, 'stripe event');
      return result.outcome;
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
