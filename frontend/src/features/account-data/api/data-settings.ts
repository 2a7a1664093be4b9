import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataSettings, dataSettingsSchema } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { memoriesQueryOptions } from './get-memories.ts';

export function dataSettingsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['/api/account/settings', { userId }] as const,
    queryFn: () => apiRequest('GET', '/api/account/settings', dataSettingsSchema),
  });
}

export function useDataSettings(userId: string | null, enabled: boolean) {
  return useQuery({ ...dataSettingsQueryOptions(userId), enabled: enabled && !!userId });
}

/** PUT /api/account/settings with only the fields that change. */
export function useUpdateDataSettings(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: Partial<DataSettings>) => apiRequest('PUT', '/api/account/settings', dataSettingsSchema, patch),
    onSuccess: (data) => {
      queryClient.setQueryData(dataSettingsQueryOptions(userId).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: memoriesQueryOptions(userId).queryKey });
    },
  });
}
