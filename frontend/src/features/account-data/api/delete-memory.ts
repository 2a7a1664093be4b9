import { okResponseSchema } from '@luna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { memoriesQueryOptions } from './get-memories.ts';

/** Deletes one memory, or every memory when `id` is null. */
export function useDeleteMemory(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      apiRequest('DELETE', id ? `/api/account/memories/${encodeURIComponent(id)}` : '/api/account/memories', okResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memoriesQueryOptions(userId).queryKey }),
  });
}
