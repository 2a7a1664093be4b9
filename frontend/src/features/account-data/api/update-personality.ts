import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Personality, personalityResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { personalityQueryOptions } from './get-personality.ts';

export function useUpdatePersonality(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (personality: Personality) => apiRequest('PUT', '/api/account/personality', personalityResponseSchema, personality),
    onSuccess: (data) => queryClient.setQueryData(personalityQueryOptions(userId).queryKey, data),
  });
}
