import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Queryable } from '../../infra/db/database.ts';
import { isResourceMissing, stripeCall } from './stripe-errors.ts';

/** Stripe statuses that can still charge the person (or become a charge), so closing an account must end them. */
const LIVE_STATUSES = ['incomplete', 'trialing', 'active', 'past_due', 'unpaid', 'paused'];

/**
 * Cancels, at once and through Stripe, every subscription of a user who is deleting their
 * account. Called before anything is deleted: if Stripe cannot be reached this throws (503) and
 * the account stays, because deleting it would leave a subscription billing someone who can no
 * longer log in to cancel it. Returns the cancelled subscription ids.
 */
export async function cancelSubscriptionsForClosure(db: Queryable, stripe: Stripe, log: FastifyBaseLogger, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM billing_subscriptions WHERE user_id = $1 AND status = ANY($2::text[])`, [
    userId,
    LIVE_STATUSES,
  ]);
  const cancelled: string[] = [];
  for (const { id } of rows) {
    await stripeCall(log, 'subscriptions.cancel', async () => {
      try {
        await stripe.subscriptions.cancel(id);
      } catch (err) {
        // Already gone on Stripe's side: nothing left to bill.
        if (!isResourceMissing(err)) throw err;
      }
    });
    cancelled.push(id);
  }
  return cancelled;
}
