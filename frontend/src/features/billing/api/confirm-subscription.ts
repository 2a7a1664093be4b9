import { billingStateSchema, type BillingState } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/billing/confirm after the card payment succeeded (or nothing was due): the server
 * re-reads the subscription from Stripe and switches the plan, without waiting for the webhook.
 */
export function confirmSubscription(subscriptionId: string): Promise<BillingState> {
  return apiRequest('POST', '/api/billing/confirm', billingStateSchema, { subscriptionId });
}
