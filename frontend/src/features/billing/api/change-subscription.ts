import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingStateSchema, type BillingState } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { billingStateQueryOptions } from './get-subscription.ts';

/** POST /api/billing/cancel (at the end of the paid period) or /api/billing/resume. */
export function changeSubscription(action: 'cancel' | 'resume'): Promise<BillingState> {
  return apiRequest('POST', `/api/billing/${action}`, billingStateSchema);
}

/** Both answer with the new billing state, which replaces the cached one. */
export function useChangeSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: (state) => queryClient.setQueryData(billingStateQueryOptions(userId).queryKey, state),
  });
}
