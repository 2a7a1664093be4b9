import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Personality } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PersonalityResponse {
  personality: Personality;
  active: boolean;
}

export function personalityQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['/api/account/personality', { userId }] as const,
    queryFn: () => apiRequest<PersonalityResponse>('GET', '/api/account/personality'),
  });
}

export function usePersonality(userId: string | null, enabled: boolean) {
  return useQuery({ ...personalityQueryOptions(userId), enabled: enabled && !!userId });
}
