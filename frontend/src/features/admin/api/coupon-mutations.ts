import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCouponSchema, type CreateCouponInput } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAuditQueryOptions } from './get-audit-log.ts';
import { adminCouponsQueryOptions } from './get-coupons.ts';

/** Create (POST /api/admin/coupons) and deactivate (POST .../:id/deactivate); both refresh the list and the audit log. */
export function useCouponMutations() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminCouponsQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: adminAuditQueryOptions().queryKey }),
    ]);
  const create = useMutation({
    mutationFn: (input: CreateCouponInput) => apiRequest('POST', '/api/admin/coupons', adminCouponSchema, input),
    onSuccess: refresh,
  });
  const deactivate = useMutation({
    mutationFn: (id: string) => apiRequest('POST', `/api/admin/coupons/${encodeURIComponent(id)}/deactivate`, adminCouponSchema),
    onSuccess: refresh,
  });
  return { create, deactivate };
}
