import { queryOptions, useQuery } from '@tanstack/react-query';
import { telemetrySummarySchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const telemetrySummaryQueryOptions = (days: 30 | 90) =>
  queryOptions({
    queryKey: ['/api/admin/telemetry', { days }] as const,
    queryFn: () => apiRequest('GET', `/api/admin/telemetry?days=${days}`, telemetrySummarySchema),
  });

export function useTelemetrySummary(days: 30 | 90) {
  return useQuery(telemetrySummaryQueryOptions(days));
}
