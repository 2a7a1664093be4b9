import { X } from 'lucide-react';
import type { SendFailure } from '../hooks/use-send-message.ts';

/** Why the last message did not go through; the text is back in the input to try again. */
export function SendFailureAlert({ failure, onDismiss }: { failure: SendFailure; onDismiss: () => void }) {
  return (
    <div role="alert" className="flex items-start gap-2 rounded-xl border border-red-400/50 bg-red-950/80 p-3 text-sm text-red-50">
      <div className="flex-1">
        <p className="font-semibold">{failure.message}</p>
        <p className="opacity-90">{failure.detail ?? 'Your message was not sent. It is back in the box below, so you can try again.'}</p>
      </div>
      <button type="button" aria-label="Dismiss" onClick={onDismiss} className="rounded p-1 opacity-80 hover:opacity-100">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
