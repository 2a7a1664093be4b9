import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { messagesQueryOptions, useMessageHistory } from '../api/get-messages.ts';
import { fromServer, greetingMessage, type UiMessage } from '../lib/chat-message.ts';
import { readSessionId, readStoredMessages, writeSessionId, writeStoredMessages } from '../lib/conversation-storage.ts';

/**
 * The open conversation: the server's history (for signed-in users) followed by the messages
 * sent in this view. History is fetched only for a conversation the user opened or that a reload
 * restored, never for one that was born here (its messages are already on screen).
 */
export function useConversation(userId: string | null, productName: string) {
  const [sessionId, setSessionId] = useState<string | null>(readSessionId);
  const [historyId, setHistoryId] = useState<string | null>(() => (userId ? readSessionId() : null));
  const [local, setLocal] = useState<UiMessage[]>(() => (userId && readSessionId() ? [] : readStoredMessages()));
  const history = useMessageHistory(historyId);
  const queryClient = useQueryClient();

  const messages = useMemo(() => {
    if (historyId && history.isError) return [greetingMessage(productName), ...local];
    const older = [...(history.data?.pages ?? [])].reverse().flatMap((p) => p.messages.map(fromServer));
    return [...older, ...local];
  }, [historyId, history.isError, history.data, local, productName]);

  useEffect(() => writeStoredMessages(messages), [messages]);

  const open = useCallback(
    (id: string | null) => {
      // Opening reads the conversation afresh: a cached copy would miss what was said since.
      if (id) queryClient.removeQueries({ queryKey: messagesQueryOptions(id).queryKey });
      writeSessionId(id);
      setSessionId(id);
      setHistoryId(id);
      setLocal([]);
    },
    [queryClient],
  );

  /** The server created a conversation for the first message: remember it without refetching. */
  const assignSession = useCallback((id: string) => {
    writeSessionId(id);
    setSessionId(id);
  }, []);

  const append = useCallback((m: UiMessage) => setLocal((list) => [...list, m]), []);
  const update = useCallback((id: string, patch: (m: UiMessage) => Partial<UiMessage>) => {
    setLocal((list) => list.map((m) => (m.id === id ? { ...m, ...patch(m) } : m)));
  }, []);
  const remove = useCallback((ids: string[]) => setLocal((list) => list.filter((m) => !ids.includes(m.id))), []);

  return {
    sessionId,
    messages,
    loadingHistory: !!historyId && history.isPending,
    hasMore: !!historyId && !!history.hasNextPage,
    loadingMore: history.isFetchingNextPage,
    loadMore: () => void history.fetchNextPage(),
    open,
    assignSession,
    append,
    update,
    remove,
  };
}

export type Conversation = ReturnType<typeof useConversation>;
