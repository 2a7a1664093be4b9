import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Personality } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { personalityQueryOptions, type PersonalityResponse } from './get-personality.ts';

export function useUpdatePersonality(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personality: Personality) => apiRequest<PersonalityResponse>('PUT', '/api/account/personality', personality),
    onSuccess: (data) => queryClient.setQueryData(personalityQueryOptions(userId).queryKey, data),
  });
}
