import type Stripe from 'stripe';
import type { Queryable } from '../../infra/db/database.ts';
import { createBillingRepository } from './billing-repository.ts';
import { courtesyRepository } from './courtesy.ts';
import { planForSubscriptions } from './plan.ts';
import { customerIdOf, SUBSCRIPTION_EXPAND, subscriptionFields } from './subscription-mapping.ts';

export function retrieveSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription> {
  return stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND });
}

/**
 * Whose subscription this is: the user the customer belongs to. Subscriptions Luna creates
 * also carry `metadata.user_id`, which covers an event that arrives before the customer row is
 * visible; it is trusted only when it names an existing user and that user has no other customer.
 */
export async function ownerOf(db: Queryable, sub: Stripe.Subscription): Promise<string | null> {
  const customerId = customerIdOf(sub);
  const byCustomer = await createBillingRepository(db).userIdOfCustomer(customerId);
  if (byCustomer) return byCustomer;
  const fromMetadata = sub.metadata?.user_id;
  if (!fromMetadata || !/^[0-9a-f-]{36}$/i.test(fromMetadata)) return null;
  if (!(await createBillingRepository(db).userEmail(fromMetadata))) return null;
  const saved = await createBillingRepository(db).saveCustomer(fromMetadata, customerId);
  return saved === customerId ? fromMetadata : null;
}

/** Re-derives users.plan from the user's subscription rows and any courtesy grant (courtesy.ts). */
export async function refreshUserPlan(db: Queryable, userId: string): Promise<void> {
  const rows = await createBillingRepository(db).subscriptionsOf(userId);
  const courtesy = await courtesyRepository.has(db, userId);
  await createBillingRepository(db).setUserPlan(userId, courtesy ? 'pro' : planForSubscriptions(rows));
}

/**
 * Stores a subscription snapshot and the plan it implies, in the caller's transaction. Returns
 * the owner, or null when the subscription is not one of Luna's users' (nothing is written).
 * `eventCreated` is the webhook's event time (older events never overwrite newer state), or
 * null for a snapshot just read from Stripe.
 */
export async function applySubscription(
  db: Queryable,
  sub: Stripe.Subscription,
  opts: { eventCreated: number | null; fallbackProductName: string },
): Promise<{ userId: string; written: boolean } | null> {
  const userId = await ownerOf(db, sub);
  if (!userId) return null;
  const written = await createBillingRepository(db).upsertSubscription(subscriptionFields(sub, userId, opts.fallbackProductName), opts.eventCreated);
  if (written) await refreshUserPlan(db, userId);
  return { userId, written };
}
