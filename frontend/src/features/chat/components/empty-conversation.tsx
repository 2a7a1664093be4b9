import { Hero } from '../../../components/layout/hero.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { MoodCheckInResponse } from '../api/post-mood-check-in.ts';
import { greetingMessage } from '../lib/chat-message.ts';
import { ConversationDisclosure } from './conversation-disclosure.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { MoodCheckIn } from './mood-check-in.tsx';

/** A new conversation: the hero, the AI disclosure, a gentle greeting and, signed in, the mood check-in. */
export function EmptyConversation({ user, onCheckedIn }: { user: LocalUser | null; onCheckedIn?: (r: MoodCheckInResponse) => void }) {
  const { productName } = useRuntimeConfig();
  return (
    <div className="mx-auto w-full max-w-3xl px-3 sm:px-6">
      <Hero />
      <ConversationDisclosure className="mb-4" />
      <ol aria-label="Conversation" className="flex flex-col gap-4">
        <MessageBubble message={greetingMessage(productName)} user={user} />
      </ol>
      {user?.id && onCheckedIn && (
        <div className="mt-4">
          <MoodCheckIn user={user} onCheckedIn={onCheckedIn} />
        </div>
      )}
    </div>
  );
}
