import { LifeBuoy } from 'lucide-react';
import { openDialog } from '../../../lib/dialog-store.ts';

/** Always beside the input, whatever the plan or the count (spec section 2). */
export function CrisisNoteLink() {
  return (
    <button
      type="button"
      onClick={() => openDialog('crisis')}
      aria-haspopup="dialog"
      className="inline-flex min-h-6 items-center gap-1 rounded py-1 text-xs font-medium text-moon-300 underline-offset-4 hover:underline"
    >
      <LifeBuoy className="h-3.5 w-3.5" aria-hidden />
      Mental Health Crisis note
    </button>
  );
}
