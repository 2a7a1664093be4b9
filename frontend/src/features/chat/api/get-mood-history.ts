import { queryOptions, useQuery } from '@tanstack/react-query';
import type { moodHistoryResponseSchema } from '@luna/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type MoodHistoryResponse = z.infer<typeof moodHistoryResponseSchema>;

export function fetchMoodHistory(): Promise<MoodHistoryResponse> {
  return apiRequest('GET', '/api/mood', (s) => s.moodHistoryResponseSchema);
}

export function moodHistoryQueryOptions(userId: string | null) {
  // The user id is part of the key so one person's history is never shown to the next.
  return queryOptions({ queryKey: ['/api/mood', { userId }] as const, queryFn: fetchMoodHistory });
}

export function useMoodHistory(userId: string | null) {
  return useQuery({ ...moodHistoryQueryOptions(userId), enabled: !!userId });
}
