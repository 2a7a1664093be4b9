import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { memoriesResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type MemoriesResponse = z.infer<typeof memoriesResponseSchema>;

export function memoriesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['/api/account/memories', { userId }] as const,
    queryFn: () => apiRequest('GET', '/api/account/memories', memoriesResponseSchema),
    // Memories grow while the person chats: read them fresh each time the list opens.
    staleTime: 0,
  });
}

export function useMemories(userId: string | null, enabled: boolean) {
  return useQuery({ ...memoriesQueryOptions(userId), enabled: enabled && !!userId });
}
