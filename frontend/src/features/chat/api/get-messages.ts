import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, type ChatMessage } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MessagesPage {
  messages: ChatMessage[];
  hasMore: boolean;
  nextCursor: string | null;
}

export function fetchMessages(sessionId: string, before: string | null): Promise<MessagesPage> {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) params.set('before', before);
  return apiRequest<MessagesPage>('GET', `/api/sessions/${encodeURIComponent(sessionId)}/messages?${params}`);
}

/** Pages of 10, newest page first; each page is oldest-first (spec section 9: page 10, +10). */
export function messagesQueryOptions(sessionId: string) {
  return infiniteQueryOptions({
    queryKey: ['/api/sessions', sessionId, 'messages'] as const,
    queryFn: ({ pageParam }) => fetchMessages(sessionId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
  });
}

export function useMessageHistory(sessionId: string | null) {
  return useInfiniteQuery({ ...messagesQueryOptions(sessionId ?? ''), enabled: !!sessionId });
}
