import { queryOptions, useQuery } from '@tanstack/react-query';
import { userStatusResponseSchema, type UserStatus } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function fetchUserStatus(userId: string): Promise<UserStatus> {
  return apiRequest('GET', `/api/users/${encodeURIComponent(userId)}/status`, userStatusResponseSchema);
}

export function userStatusQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/users', userId, 'status'] as const, queryFn: () => fetchUserStatus(userId) });
}

/** How many messages the server still allows today; only free users have a counter. */
export function useUserStatus(userId: string | null, enabled: boolean) {
  return useQuery({ ...userStatusQueryOptions(userId ?? ''), enabled: enabled && !!userId });
}
