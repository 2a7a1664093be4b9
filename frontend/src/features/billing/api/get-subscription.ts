import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingStateSchema, type BillingState } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchBillingState(): Promise<BillingState> {
  return apiRequest('GET', '/api/billing/subscription', billingStateSchema);
}

export function billingStateQueryOptions(userId: string) {
  // The user id keeps one account's answer from being shown to the next one in this tab.
  return queryOptions({ queryKey: ['/api/billing/subscription', userId] as const, queryFn: fetchBillingState });
}

/** The signed-in user's plan and subscription, read when the Billing modal opens. */
export function useBillingState(userId: string | null, enabled: boolean) {
  return useQuery({ ...billingStateQueryOptions(userId ?? ''), enabled: enabled && !!userId, refetchOnMount: 'always' });
}
