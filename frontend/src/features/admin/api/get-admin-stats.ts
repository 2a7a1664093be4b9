import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/stats'] as const, queryFn: () => apiRequest('GET', '/api/admin/stats', adminStatsSchema) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
