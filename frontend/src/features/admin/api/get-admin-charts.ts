import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminChartsResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminChartsQueryOptions = (days: 30 | 90) =>
  queryOptions({
    queryKey: ['/api/admin/charts', { days }] as const,
    queryFn: () => apiRequest('GET', `/api/admin/charts?days=${days}`, adminChartsResponseSchema),
  });

export function useAdminCharts(days: 30 | 90) {
  return useQuery(adminChartsQueryOptions(days));
}
