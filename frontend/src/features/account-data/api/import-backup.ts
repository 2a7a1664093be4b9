import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/account/import with the file's JSON; the conversation list refreshes afterwards. */
export function useImportBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: unknown) => apiRequest('POST', '/api/account/import', importResponseSchema, backup),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/sessions'] }),
  });
}
