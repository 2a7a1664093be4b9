import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatus } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { msUntilReset, timeZoneHeaders } from '../lib/quota-day.ts';

export function fetchUserStatus(userId: string): Promise<UserStatus> {
  return apiRequest('GET', `/api/users/${encodeURIComponent(userId)}/status`, (s) => s.userStatusResponseSchema, undefined, {
    headers: timeZoneHeaders(),
  });
}

export function userStatusQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/users', userId, 'status'] as const, queryFn: () => fetchUserStatus(userId) });
}

/**
 * How many messages the server still allows today; only free users have a counter. An open page
 * asks again when the day turns (at `resetsAt`), so the count it shows is never yesterday's.
 */
export function useUserStatus(userId: string | null, enabled: boolean) {
  return useQuery({
    ...userStatusQueryOptions(userId ?? ''),
    enabled: enabled && !!userId,
    refetchInterval: (query) => (query.state.data ? msUntilReset(query.state.data.resetsAt) : false),
  });
}
