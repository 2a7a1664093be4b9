import { FileText } from 'lucide-react';
import { formatFileSize } from '@luna/contracts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { UiMessage } from '../lib/chat-message.ts';
import { AiAvatar, UserAvatar } from './avatars.tsx';
import { CrisisNoteLink } from './crisis-note-link.tsx';
import { ReplyDisclosure } from './reply-disclosure.tsx';
import { ReplyText } from './reply-text.tsx';

function typeLabel(mimetype: string): string {
  if (mimetype.startsWith('image/')) return 'Image';
  if (mimetype === 'application/pdf') return 'PDF';
  if (mimetype.includes('word')) return 'Word';
  return 'Text';
}

/** User messages on the right with their initial; the AI's on the left with the moon. */
export function MessageBubble({ message, user }: { message: UiMessage; user: LocalUser | null }) {
  const { productName } = useRuntimeConfig();
  if (message.sender === 'user') {
    return (
      <li className="flex items-end justify-end gap-2">
        <div className="max-w-[85%] rounded-2xl rounded-br-sm bg-dusk-500/90 px-4 py-2.5 text-sm text-white sm:max-w-[75%]">
          <span className="sr-only">You said: </span>
          {message.attachment && (
            <p className="mb-1 flex items-center gap-1.5 text-xs text-white/85" data-testid="message-attachment">
              <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="truncate">{message.attachment.filename}</span>
              <span className="shrink-0">
                · {typeLabel(message.attachment.mimetype)} · {formatFileSize(message.attachment.size)}
              </span>
            </p>
          )}
          {(!message.attachment || message.message !== `[Attached: ${message.attachment.filename}]`) && (
            <p className="whitespace-pre-wrap break-words">{message.message}</p>
          )}
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
        {message.disclosure && <ReplyDisclosure text={message.disclosure} />}
        <ReplyText text={message.message} />
        {message.crisis && (
          <p className="mt-2">
            <CrisisNoteLink />
          </p>
        )}
      </div>
    </li>
  );
}
