import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toPlan, type UserDetailsResponse } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateCurrentUser } from '../../../lib/auth-store.ts';
import { REGISTRATION_GRACE_MS, withinRegistrationGrace } from '../../../lib/registration-grace.ts';

/** Spec section 9: user details refresh every 30 seconds. */
export const USER_DETAILS_POLL_MS = 30_000;

export function fetchUserDetails(userId: string): Promise<UserDetailsResponse> {
  return apiRequest('GET', `/api/user/${encodeURIComponent(userId)}/details`, (s) => s.userDetailsResponseSchema);
}

export function userDetailsQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['/api/user', userId, 'details'] as const, queryFn: () => fetchUserDetails(userId) });
}

/** Polls the signed-in user's details and keeps the local user (plan, type, count) in step. */
export function useUserDetails(userId: string | null) {
  const query = useQuery({
    ...userDetailsQueryOptions(userId ?? ''),
    enabled: !!userId,
    refetchInterval: USER_DETAILS_POLL_MS,
    // No retries (spec section 9), except just after registering, while the account settles:
    // then try again once the 5-second grace has passed.
    retry: (failures) => failures < 1 && withinRegistrationGrace(),
    retryDelay: REGISTRATION_GRACE_MS,
  });
  const user = query.data?.user;
  useEffect(() => {
    if (!user) return;
    updateCurrentUser({
      name: user.name,
      email: user.email,
      plan: toPlan(user.plan),
      userType: user.userType,
      dailyMessageCount: user.dailyMessageCount,
      lastMessageDate: user.lastMessageDate,
    });
  }, [user]);
  return query;
}
