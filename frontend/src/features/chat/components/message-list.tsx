import { useEffect } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/app-layout.tsx';
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
  const last = messages.at(-1);
  const streaming = last?.streaming === true;
  // Follow the newest message (and a reply as it grows); loading older pages does not jump.
  // The page itself scrolls and the input bar is pinned over its bottom, so scroll the page to
  // its very end: the newest message then sits just above the input bar, not under it.
  useEffect(() => {
    window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [last?.id, last?.message.length, waiting]);
  // Keep following when the page grows for other reasons (the input bar gains the limit prompt,
  // a reply re-renders as Markdown) while the reader is at the end; never pull them back down
  // from older messages they scrolled up to read.
  useEffect(() => {
    const root = document.documentElement;
    // Whether the reader was at the end is judged against the height before this growth: a flag
    // kept by scroll events could be stale when two growths come close together (a reply settling,
    // then the limit prompt), and the prompt then covered the end of the reply.
    let lastHeight = root.scrollHeight;
    const observer = new ResizeObserver(() => {
      const atEnd = window.innerHeight + window.scrollY >= lastHeight - 80;
      lastHeight = root.scrollHeight;
      if (atEnd) window.scrollTo({ top: root.scrollHeight });
    });
    // body is pinned to the viewport's height (index.css); <main> is what grows with the chat.
    observer.observe(document.getElementById(MAIN_CONTENT_ID) ?? document.body);
    return () => {
      observer.disconnect();
    };
  }, []);

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
    </div>
  );
}
