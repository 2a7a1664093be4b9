import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, MoodCheckIn, MoodCheckInBody } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { moodHistoryQueryOptions } from './get-mood-history.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

export interface MoodCheckInResponse {
  success: boolean;
  checkIn: MoodCheckIn;
  sessionId: string;
  userMessage: ChatMessage;
  reply: ChatMessage;
}

export function postMoodCheckIn(body: MoodCheckInBody): Promise<MoodCheckInResponse> {
  return apiRequest<MoodCheckInResponse>('POST', '/api/mood', body);
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
