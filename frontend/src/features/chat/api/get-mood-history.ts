import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MoodCheckIn } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MoodHistoryResponse {
  success: boolean;
  checkIns: MoodCheckIn[];
}

export function fetchMoodHistory(): Promise<MoodHistoryResponse> {
  return apiRequest<MoodHistoryResponse>('GET', '/api/mood');
}

export function moodHistoryQueryOptions(userId: string | null) {
  // The user id is part of the key so one person's history is never shown to the next.
  return queryOptions({ queryKey: ['/api/mood', { userId }] as const, queryFn: fetchMoodHistory });
}

export function useMoodHistory(userId: string | null) {
  return useQuery({ ...moodHistoryQueryOptions(userId), enabled: !!userId });
}
