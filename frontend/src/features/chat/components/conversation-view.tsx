import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { Conversation } from '../hooks/use-conversation.ts';
import { fromServer } from '../lib/chat-message.ts';
import { EmptyConversation } from './empty-conversation.tsx';
import { MessageList } from './message-list.tsx';

/** The message area: history loading, a new conversation, or the messages. */
export function ConversationView({ conversation, user, waiting }: { conversation: Conversation; user: LocalUser | null; waiting: boolean }) {
  const { productName } = useRuntimeConfig();
  if (conversation.loadingHistory) {
    return (
      <p role="status" className="mx-auto mt-16 text-sm text-slate-300">
        Loading your chat history...
      </p>
    );
  }
  if (conversation.messages.length === 0 && !waiting) {
    return (
      <EmptyConversation
        user={user}
        onCheckedIn={(r) => {
          // The check-in opened the conversation: show both turns and keep chatting in it.
          conversation.assignSession(r.sessionId);
          conversation.append(fromServer(r.userMessage));
          conversation.append(fromServer(r.reply));
        }}
      />
    );
  }
  return (
    <>
      <h1 className="sr-only">Chat with {productName}</h1>
      <MessageList
        messages={conversation.messages}
        user={user}
        waiting={waiting}
        hasMore={conversation.hasMore}
        loadingMore={conversation.loadingMore}
        onLoadMore={conversation.loadMore}
      />
    </>
  );
}
