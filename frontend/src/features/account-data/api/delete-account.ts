import { okResponseSchema } from '@luna/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** DELETE /api/account with the password; every session ends on the server at once. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) => apiRequest('DELETE', '/api/account', okResponseSchema, { password }),
  });
}
