// The billing feature's public face: what other features may use. Everything else is private
// to billing (eslint.config.js keeps it so; docs/decisions/070-boundaries-the-linter-keeps.md).
export { getSubscriptionSummary } from './subscription-summary.ts';
// The admin dashboard: its figures (the tested MRR function), courtesy Pro and coupon calls.
export { subscriptionMetrics, type SubscriptionMetrics } from './metrics.ts';
export { courtesyRepository } from './courtesy.ts';
export { refreshUserPlan } from './subscription-sync.ts';
export { displayStatus, PRO_STATUSES } from './plan.ts';
export { stripeCall } from './stripe-errors.ts';
export { cancelSubscriptionsForClosure } from './account-closure.ts';
