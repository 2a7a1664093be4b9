import { ShieldCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';

/**
 * Emulator mode's stand-in for the bank's 3-D Secure page (Stripe.js shows the real one):
 * Complete passes the challenge, Fail (or closing it) fails it.
 */
export function ThreeDSecureDialog({ open, onResult }: { open: boolean; onResult: (succeed: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(value) => !value && onResult(false)}
      title="Authenticate"
      description="Your bank asks you to confirm this payment. This is a test challenge: no real bank is involved."
      width="max-w-sm"
    >
      <div className="flex items-center gap-3 text-sm text-slate-200">
        <ShieldCheck className="h-8 w-8 shrink-0 text-moon-300" aria-hidden />
        <p>3-D Secure test payment</p>
      </div>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="danger" onClick={() => onResult(false)}>
          Fail
        </Button>
        <Button onClick={() => onResult(true)}>Complete</Button>
      </div>
    </Dialog>
  );
}
