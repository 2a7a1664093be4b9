import { chatBannerDisclosureFor } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useDisclosureAck } from '../hooks/use-disclosure-ack.ts';

/** Before first use: a clear notice that this is an AI, kept until acknowledged once. */
export function FirstUseDisclosure() {
  const { productName } = useRuntimeConfig();
  const { acknowledged, acknowledge } = useDisclosureAck();
  if (acknowledged) return null;
  return (
    <section
      data-notice
      aria-label="About this chat"
      className="flex items-center gap-2 rounded-xl border border-dusk-400/50 bg-night-800/95 px-3 py-1.5 text-xs text-slate-100 sm:gap-3 sm:py-2 sm:text-sm"
    >
      <p className="flex-1 leading-snug">
        {chatBannerDisclosureFor(productName)}
        {/* Phones: the crisis link sits just below, so the banner keeps to its one duty (issue 13). */}
        <span className="hidden sm:inline"> It can make mistakes and is not for emergencies.</span>
      </p>
      <Button size="sm" variant="secondary" onClick={acknowledge} className="shrink-0">
        I understand
      </Button>
    </section>
  );
}
