import { Footer } from '../../../components/layout/footer.tsx';
import type { LocalUser } from '../../../lib/auth-store.ts';
import type { ChatAttachment } from '../hooks/use-attachment.ts';
import type { ChatLimits } from '../hooks/use-chat-limits.ts';
import type { SendFailure } from '../hooks/use-send-message.ts';
import { ChatInput } from './chat-input.tsx';
import { CrisisNoteLink } from './crisis-note-link.tsx';
import { FirstUseDisclosure } from './first-use-disclosure.tsx';
import { LimitNotice } from './limit-prompts.tsx';
import { SendFailureAlert } from './send-failure-alert.tsx';

export interface ChatComposerProps {
  limits: ChatLimits;
  waiting: boolean;
  failure: SendFailure | null;
  onDismissFailure: () => void;
  onSend: (text: string, attachment: ChatAttachment | null) => Promise<boolean>;
  user?: LocalUser | null;
}

/**
 * The bar kept at the bottom: notices, the input, the crisis link and the persistent AI
 * disclosure. At a limit the input stays usable: the server still answers a message in crisis
 * (crisis replies bypass every quota) and says no, with the same prompt, to anything else.
 */
export function ChatComposer({ limits, waiting, failure, onDismissFailure, onSend, user }: ChatComposerProps) {
  return (
    // Sticky, not fixed: it stays at the bottom of the screen yet takes its own room, so however
    // tall the notices make it, it never covers the last message.
    <div className="sticky bottom-0 z-20 bg-gradient-to-t from-night-950 via-night-950/95 to-night-950/0 pt-6">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2 px-3 sm:px-6">
        <FirstUseDisclosure />
        {failure && <SendFailureAlert failure={failure} onDismiss={onDismissFailure} />}
        <div aria-live="polite">
          <LimitNotice limits={limits} />
        </div>
        <ChatInput waiting={waiting} onSend={onSend} user={user} />
        <div data-notice className="flex justify-center">
          <CrisisNoteLink />
        </div>
      </div>
      {/* Phones: the same disclosure ends the page instead (ChatHome), keeping this bar short. */}
      <div className="hidden md:block">
        <Footer compact />
      </div>
    </div>
  );
}
