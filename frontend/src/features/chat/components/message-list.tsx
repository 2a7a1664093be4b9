import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import type { UiMessage } from '../lib/chat-message.ts';
import { ConversationDisclosure } from './conversation-disclosure.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { TypingIndicator } from './typing-indicator.tsx';

export interface MessageListProps {
  messages: UiMessage[];
  user: LocalUser | null;
  waiting: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function MessageList({ messages, user, waiting, hasMore, loadingMore, onLoadMore }: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const streaming = last?.streaming === true;
  // Follow the newest message (and a reply as it grows); loading older pages does not jump.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [last?.id, last?.message.length, waiting]);

  return (
    <div className="mx-auto w-full max-w-3xl px-3 pt-4 sm:px-6">
      {hasMore && (
        <div className="mb-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load Previous Messages'}
          </Button>
        </div>
      )}
      <ConversationDisclosure className="mb-4" />
      <ol role="log" aria-label="Conversation" aria-busy={waiting} className="flex flex-col gap-4">
        {messages.map((m) => (
          <MessageBubble key={m.id} message={m} user={user} />
        ))}
        {waiting && !streaming && <TypingIndicator />}
      </ol>
      <div ref={endRef} />
    </div>
  );
}
