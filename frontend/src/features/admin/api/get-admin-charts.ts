import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCharts } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminChartsQueryOptions = (days: 30 | 90) =>
  queryOptions({
    queryKey: ['/api/admin/charts', { days }] as const,
    queryFn: () => apiRequest<AdminCharts>('GET', `/api/admin/charts?days=${days}`),
  });

export function useAdminCharts(days: 30 | 90) {
  return useQuery(adminChartsQueryOptions(days));
}
