import { billingMessages } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { openDialog } from '../../../lib/dialog-store.ts';

/** Spec section 2, Billing modal free view. */
export function BillingFreeView() {
  return (
    <div className="space-y-4">
      <p className="rounded-xl border border-night-600 bg-night-800/60 p-4 text-slate-100">{billingMessages.freeView}</p>
      <div className="flex justify-end">
        <Button onClick={() => openDialog('upgrade')}>Upgrade to Premium</Button>
      </div>
    </div>
  );
}
