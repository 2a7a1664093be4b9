import { chatBannerDisclosureFor } from '@luna/contracts';
import { Bot } from 'lucide-react';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useDisclosureAck } from '../hooks/use-disclosure-ack.ts';

/**
 * Opens every conversation: the user is talking to an AI (docs/notes/safety-and-compliance.md 3.11).
 * While the first-use notice (FirstUseDisclosure) is on screen it says the same, so this line waits
 * for it to be acknowledged instead of repeating it (issue 13: notices crowded a phone's screen).
 */
export function ConversationDisclosure({ className = '' }: { className?: string }) {
  const { productName } = useRuntimeConfig();
  const { acknowledged } = useDisclosureAck();
  if (!acknowledged) return null;
  return (
    <p data-notice className={`flex items-center justify-center gap-1.5 text-center text-[11px] leading-snug text-slate-400 sm:text-xs ${className}`}>
      <Bot className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {chatBannerDisclosureFor(productName)}
    </p>
  );
}
