// The billing feature's public face: what other features may use. Everything else is private
// to billing (eslint.config.js keeps it so; docs/decisions/070-boundaries-the-linter-keeps.md).
export { getSubscriptionSummary } from './subscription-summary.ts';
export { cancelSubscriptionsForClosure } from './account-closure.ts';
