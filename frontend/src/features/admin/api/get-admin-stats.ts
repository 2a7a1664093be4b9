import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/stats'] as const, queryFn: () => apiRequest<AdminStats>('GET', '/api/admin/stats') });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
