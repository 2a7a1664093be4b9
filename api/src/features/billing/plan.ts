import type { Plan, SubscriptionStatus } from '@luna/contracts';

/**
 * Stripe statuses that give Pro.
 * - `active`, `trialing`: paid (or in a trial).
 * - `past_due`: a renewal failed and Stripe is retrying (Smart Retries, up to its configured
 *   window). The user keeps Pro during the retries and the Billing modal shows the orange
 *   past_due badge; when Stripe gives up it cancels the subscription and sends
 *   `customer.subscription.deleted`, which ends Pro. Cutting access at the first failed retry
 *   would punish an expired card the user is about to replace.
 * Everything else (`incomplete` before the first payment, `incomplete_expired`, `canceled`,
 * `unpaid`, `paused`) is free. A subscription cancelled at period end stays `active` until
 * Stripe deletes it at the end of the period, so it keeps Pro exactly as long as was paid for.
 */
export const PRO_STATUSES: ReadonlySet<string> = new Set(['active', 'trialing', 'past_due']);

export function grantsPro(status: string): boolean {
  return PRO_STATUSES.has(status);
}

/** The one rule for a user's plan: Pro while any of their subscriptions grants it. */
export function planForSubscriptions(subscriptions: readonly { status: string }[]): Plan {
  return subscriptions.some((s) => grantsPro(s.status)) ? 'pro' : 'free';
}

/** The spec's four display statuses (section 3, "Subscription"). */
export function displayStatus(status: string): SubscriptionStatus {
  if (status === 'active' || status === 'trialing') return 'active';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  return 'unknown';
}
