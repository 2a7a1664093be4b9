import { chatBannerDisclosureFor } from '@luna/contracts';
import { Bot } from 'lucide-react';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';

/** Opens every conversation: the user is talking to an AI (docs/notes/safety-and-compliance.md 3.11). */
export function ConversationDisclosure({ className = '' }: { className?: string }) {
  const { productName } = useRuntimeConfig();
  return (
    <p className={`flex items-center justify-center gap-1.5 text-center text-xs text-slate-400 ${className}`}>
      <Bot className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {chatBannerDisclosureFor(productName)}
    </p>
  );
}
