import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoupon } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/coupons'] as const,
    queryFn: () => apiRequest<{ coupons: AdminCoupon[] }>('GET', '/api/admin/coupons'),
  });

export function useCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
