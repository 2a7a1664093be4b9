import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MoodCheckInBody, moodCheckInResponseSchema } from '@luna/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { moodHistoryQueryOptions } from './get-mood-history.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

export type MoodCheckInResponse = z.infer<typeof moodCheckInResponseSchema>;

export function postMoodCheckIn(body: MoodCheckInBody): Promise<MoodCheckInResponse> {
  return apiRequest('POST', '/api/mood', (s) => s.moodCheckInResponseSchema, body);
}

export function usePostMoodCheckIn(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMoodCheckIn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moodHistoryQueryOptions(userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey });
    },
  });
}
