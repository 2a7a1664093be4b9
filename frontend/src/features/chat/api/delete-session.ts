import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

export function deleteSession(id: string) {
  return apiRequest('DELETE', `/api/sessions/${encodeURIComponent(id)}`, (s) => s.okResponseSchema);
}

export function useDeleteSession(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}
