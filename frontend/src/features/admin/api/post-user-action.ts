import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminActionResponseSchema, type AdminUserAction } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminAuditQueryOptions } from './get-audit-log.ts';
import { adminStatsQueryOptions } from './get-admin-stats.ts';
import { adminUsersQueryOptions } from './get-admin-users.ts';

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: AdminUserAction }) =>
      apiRequest('POST', `/api/admin/users/${userId}/actions`, adminActionResponseSchema, { action }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryOptions({ search: '', cursor: null }).queryKey.slice(0, 1) }),
        queryClient.invalidateQueries({ queryKey: adminAuditQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: adminStatsQueryOptions().queryKey }),
      ]),
  });
}
