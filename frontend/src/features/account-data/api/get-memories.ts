import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Memory } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MemoriesResponse {
  memories: Memory[];
  enabled: boolean;
  active: boolean;
}

export function memoriesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['/api/account/memories', { userId }] as const,
    queryFn: () => apiRequest<MemoriesResponse>('GET', '/api/account/memories'),
    // Memories grow while the person chats: read them fresh each time the list opens.
    staleTime: 0,
  });
}

export function useMemories(userId: string | null, enabled: boolean) {
  return useQuery({ ...memoriesQueryOptions(userId), enabled: enabled && !!userId });
}
