import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { personalityResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type PersonalityResponse = z.infer<typeof personalityResponseSchema>;

export function personalityQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['/api/account/personality', { userId }] as const,
    queryFn: () => apiRequest('GET', '/api/account/personality', personalityResponseSchema),
  });
}

export function usePersonality(userId: string | null, enabled: boolean) {
  return useQuery({ ...personalityQueryOptions(userId), enabled: enabled && !!userId });
}
