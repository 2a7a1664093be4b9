import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { UiMessage } from '../lib/chat-message.ts';
import { AiAvatar, UserAvatar } from './avatars.tsx';
import { CrisisNoteLink } from './crisis-note-link.tsx';
import { MarkdownMessage } from './markdown-message.tsx';

/** User messages on the right with their initial; the AI's on the left with the moon. */
export function MessageBubble({ message, user }: { message: UiMessage; user: LocalUser | null }) {
  const { productName } = useRuntimeConfig();
  if (message.sender === 'user') {
    return (
      <li className="flex items-end justify-end gap-2">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-dusk-500/90 px-4 py-2.5 text-sm text-white sm:max-w-[75%]">
          <span className="sr-only">You said: </span>
          <p className="whitespace-pre-wrap break-words">{message.message}</p>
        </div>
        <UserAvatar user={user} />
      </li>
    );
  }
  return (
    <li className="flex items-end gap-2">
      <AiAvatar />
      <div className="max-w-[85%] rounded-2xl rounded-bl-sm border border-night-600 bg-night-800/80 px-4 py-2.5 text-slate-100 sm:max-w-[75%]">
        <span className="sr-only">{productName} said: </span>
        {message.disclosure && <p className="mb-2 text-xs italic text-moon-300">{message.disclosure}</p>}
        <MarkdownMessage text={message.message} />
        {message.crisis && (
          <p className="mt-2">
            <CrisisNoteLink />
          </p>
        )}
      </div>
    </li>
  );
}
