// The billing feature's public surface for other features.
export { cancelSubscriptionsForClosure } from './account-closure.ts';
