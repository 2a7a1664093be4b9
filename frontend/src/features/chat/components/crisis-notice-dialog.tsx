import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';

const linkClass =
  'inline-flex min-h-10 items-center justify-center rounded-lg border border-moon-300/60 px-3 text-sm font-medium text-moon-200 hover:bg-night-700';

/**
 * Spec section 2 'Mental Health Crisis Notice'. Never behind a quota or a paywall; the numbers
 * are tap-to-call / tap-to-text on phones (docs/notes/safety-and-compliance.md 3.10: 988 call, text or
 * chat; Crisis Text Line HOME to 741741; 911 for immediate danger).
 */
export function CrisisNoticeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { productName } = useRuntimeConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mental Health Crisis Notice"
      description={`If you are in crisis or thinking about harming yourself, please reach out to a person who can help right now. ${productName} is an AI and cannot call for help.`}
      hideClose
    >
      <ul className="space-y-4 text-sm text-slate-200">
        <li className="rounded-xl border border-night-600 bg-night-800/60 p-4">
          <p className="font-semibold text-moon-200">988 Suicide &amp; Crisis Lifeline</p>
          <p className="mt-1">Call or text 988, or chat at 988lifeline.org. Free and confidential, 24/7.</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a className={linkClass} href="tel:988">
              Call 988
            </a>
            <a className={linkClass} href="sms:988">
              Text 988
            </a>
            <a className={linkClass} href="https://988lifeline.org/chat/" target="_blank" rel="noopener noreferrer">
              Chat at 988lifeline.org
            </a>
          </div>
        </li>
        <li className="rounded-xl border border-night-600 bg-night-800/60 p-4">
          <p className="font-semibold text-moon-200">Crisis Text Line</p>
          <p className="mt-1">Text HOME to 741741 to reach a trained volunteer, 24/7.</p>
          <div className="mt-3">
            <a className={linkClass} href="sms:741741?&body=HOME">
              Text HOME to 741741
            </a>
          </div>
        </li>
        <li className="rounded-xl border border-red-400/50 bg-red-950/40 p-4">
          <p className="font-semibold text-red-100">In immediate danger?</p>
          <p className="mt-1">Call 911 or go to the nearest emergency room.</p>
          <div className="mt-3">
            <a className={`${linkClass} border-red-300/70 text-red-100`} href="tel:911">
              Call 911
            </a>
          </div>
        </li>
      </ul>
      <div className="mt-5 flex justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
