import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, type ChatMessage } from '@luna/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface MessagesPage {
  messages: ChatMessage[];
  hasMore: boolean;
  nextCursor: string | null;
}

/**
 * The spec's shape is a bare array of messages; Luna's server pages and answers
 * `{messages, hasMore, nextCursor}` (packages/contracts/README.md, "History pages"). Both are
 * read: an array is one complete page with nothing before it.
 */
export function toMessagesPage(body: MessagesPage | ChatMessage[]): MessagesPage {
  return Array.isArray(body) ? { messages: body, hasMore: false, nextCursor: null } : body;
}

export async function fetchMessages(sessionId: string, before: string | null): Promise<MessagesPage> {
  const params = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (before) params.set('before', before);
  return toMessagesPage(await apiRequest('GET', `/api/sessions/${encodeURIComponent(sessionId)}/messages?${params}`, (s) => s.messagesAnswerSchema));
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
