import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listSessionsResponseSchema } from '@luna/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec section 9: the sidebar refreshes every 30 seconds while it is open. */
export const SESSIONS_POLL_MS = 30_000;

export type SessionsResponse = z.infer<typeof listSessionsResponseSchema>;

/**
 * Spec section 7: `GET /api/sessions?userId={id}`. The server answers from the token's identity
 * and ignores a userId that is not the caller's (api/src/features/chat/session-routes.ts).
 */
export function fetchSessions(userId: string): Promise<SessionsResponse> {
  return apiRequest('GET', `/api/sessions?${new URLSearchParams({ userId })}`, (s) => s.listSessionsResponseSchema);
}

export function sessionsQueryOptions(userId: string | null) {
  // The user id is part of the key so one user's list is never shown to the next.
  return queryOptions({ queryKey: ['/api/sessions', { userId }] as const, queryFn: () => fetchSessions(userId ?? '') });
}

export function useSessions(userId: string | null, { poll }: { poll: boolean }) {
  return useQuery({
    ...sessionsQueryOptions(userId),
    enabled: !!userId,
    refetchInterval: poll ? SESSIONS_POLL_MS : false,
  });
}
