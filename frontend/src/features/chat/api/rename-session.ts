import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionsQueryOptions } from './get-sessions.ts';

export function renameSession({ id, title }: { id: string; title: string }) {
  return apiRequest('PATCH', `/api/sessions/${encodeURIComponent(id)}`, (s) => s.okResponseSchema, { title });
}

export function useRenameSession(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions(userId).queryKey }),
  });
}
