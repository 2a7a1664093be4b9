import { Button } from '../../../components/ui/button.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useDisclosureAck } from '../hooks/use-disclosure-ack.ts';
import { aiDisclosureText } from '../lib/chat-message.ts';

/** Before first use: a clear notice that this is an AI, kept until acknowledged once. */
export function FirstUseDisclosure() {
  const { productName } = useRuntimeConfig();
  const { acknowledged, acknowledge } = useDisclosureAck();
  if (acknowledged) return null;
  return (
    <section aria-label="About this chat" className="flex flex-col gap-2 rounded-xl border border-dusk-400/50 bg-night-800/95 p-3 text-sm text-slate-100 sm:flex-row sm:items-center">
      <p className="flex-1">
        {aiDisclosureText(productName)} It can make mistakes and is not for emergencies.
      </p>
      <Button size="sm" variant="secondary" onClick={acknowledge}>
        I understand
      </Button>
    </section>
  );
}
