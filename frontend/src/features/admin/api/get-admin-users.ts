import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersResponseSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UsersPageParams {
  search: string;
  cursor: string | null;
}

export const adminUsersQueryOptions = ({ search, cursor }: UsersPageParams) =>
  queryOptions({
    queryKey: ['/api/admin/users', { search, cursor }] as const,
    queryFn: () => {
      const q = new URLSearchParams({ search, limit: '25', ...(cursor ? { cursor } : {}) });
      return apiRequest('GET', `/api/admin/users?${q}`, adminUsersResponseSchema);
    },
  });

/** One page of the users table; the previous page stays on screen while the next loads. */
export function useAdminUsers(params: UsersPageParams) {
  return useQuery({ ...adminUsersQueryOptions(params), placeholderData: keepPreviousData });
}
