import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const adminAuditQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/audit'] as const,
    queryFn: () => apiRequest<{ entries: AuditEntry[] }>('GET', '/api/admin/audit'),
  });

export function useAuditLog() {
  return useQuery(adminAuditQueryOptions());
}
