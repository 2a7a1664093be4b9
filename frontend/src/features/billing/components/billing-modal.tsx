import { billingMessages } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { useBillingState } from '../api/get-subscription.ts';
import { BillingFreeView } from './billing-free-view.tsx';
import { BillingPaidView } from './billing-paid-view.tsx';

/** The Billing & Subscription modal (spec section 2), opened with openDialog('billing'). */
export function BillingModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const user = useCurrentUser();
  const query = useBillingState(user?.id ?? null, open);
  const subscription = query.data?.subscription ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Billing & Subscription" width="max-w-lg">
      <div aria-live="polite" aria-busy={query.isFetching}>
        {!user ? (
          <p className="text-slate-200">Please log in to see your subscription.</p>
        ) : query.isPending ? (
          <p className="text-slate-300">Loading your subscription...</p>
        ) : query.isError ? (
          <div role="alert" className="space-y-3 text-slate-100">
            <p>{billingMessages.productLoadFailed}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : subscription ? (
          <BillingPaidView subscription={subscription} userId={user.id} />
        ) : (
          <BillingFreeView />
        )}
      </div>
    </Dialog>
  );
}
