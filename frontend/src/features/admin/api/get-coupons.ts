import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCouponsResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminCouponsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/coupons'] as const,
    queryFn: () => apiRequest('GET', '/api/admin/coupons', adminCouponsResponseSchema),
  });

export function useCoupons() {
  return useQuery(adminCouponsQueryOptions());
}
