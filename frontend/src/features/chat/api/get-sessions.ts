import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionSummary } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec section 9: the sidebar refreshes every 30 seconds while it is open. */
export const SESSIONS_POLL_MS = 30_000;

export interface SessionsResponse {
  success: boolean;
  sessions: SessionSummary[];
}

export function fetchSessions(): Promise<SessionsResponse> {
  return apiRequest<SessionsResponse>('GET', '/api/sessions');
}

export function sessionsQueryOptions(userId: string | null) {
  // The user id is part of the key so one user's list is never shown to the next.
  return queryOptions({ queryKey: ['/api/sessions', { userId }] as const, queryFn: fetchSessions });
}

export function useSessions(userId: string | null, { poll }: { poll: boolean }) {
  return useQuery({
    ...sessionsQueryOptions(userId),
    enabled: !!userId,
    refetchInterval: poll ? SESSIONS_POLL_MS : false,
  });
}
