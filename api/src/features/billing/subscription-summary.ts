import type { Subscription } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';
import { createBillingRepository, type SubscriptionRow } from './billing-repository.ts';
import { displayStatus, grantsPro } from './plan.ts';

/** A stored subscription as the spec's Subscription entity (section 3). */
export function toSubscription(row: SubscriptionRow): Subscription {
  const status = displayStatus(row.status);
  const renews = (status === 'active' || status === 'past_due') && !row.cancelAtPeriodEnd;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: row.id,
    plan: 'Pro',
    status,
    productName: row.productName,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    currentPeriodStart: iso(row.currentPeriodStart),
    currentPeriodEnd: iso(row.currentPeriodEnd),
    nextBillingDate: renews ? iso(row.currentPeriodEnd) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stripeCustomerId: row.stripeCustomerId,
    couponCode: row.couponCode,
    card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  };
}

/**
 * The subscription that gives a user Pro (newest first), or null for free users. For
 * GET /api/user/:id/details and the Billing modal.
 */
export async function getSubscriptionSummary(db: Queryable, userId: string): Promise<Subscription | null> {
  const rows = await createBillingRepository(db).subscriptionsOf(userId);
  const current = rows.find((r) => grantsPro(r.status));
  return current ? toSubscription(current) : null;
}
