import { Hero } from '../../../components/layout/hero.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { greetingMessage } from '../lib/chat-message.ts';
import { ConversationDisclosure } from './conversation-disclosure.tsx';
import { MessageBubble } from './message-bubble.tsx';

/** A new conversation: the hero, the AI disclosure and a gentle greeting. */
export function EmptyConversation({ user }: { user: LocalUser | null }) {
  const { productName } = useRuntimeConfig();
  return (
    <div className="mx-auto w-full max-w-3xl px-3 sm:px-6">
      <Hero />
      <ConversationDisclosure className="mb-4" />
      <ol aria-label="Conversation" className="flex flex-col gap-4">
        <MessageBubble message={greetingMessage(productName)} user={user} />
      </ol>
    </div>
  );
}
