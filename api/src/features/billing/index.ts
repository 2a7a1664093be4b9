/** What other features may use of billing: the admin dashboard's figures and courtesy Pro. */
export { subscriptionMetrics, type SubscriptionMetrics } from './metrics.ts';
export { courtesyRepository } from './courtesy.ts';
export { refreshUserPlan } from './subscription-sync.ts';
export { displayStatus, PRO_STATUSES } from './plan.ts';
export { stripeCall } from './stripe-errors.ts';
