import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminAuditResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAuditQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/audit'] as const,
    queryFn: () => apiRequest('GET', '/api/admin/audit', adminAuditResponseSchema),
  });

export function useAuditLog() {
  return useQuery(adminAuditQueryOptions());
}
