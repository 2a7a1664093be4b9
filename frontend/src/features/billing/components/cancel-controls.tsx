import { useState } from 'react';
import type { Subscription } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../hooks/use-toast.ts';
import { errorTextFor } from '../../../lib/api-errors.ts';
import { useChangeSubscription } from '../api/change-subscription.ts';
import { formatDate } from '../utils/format-date.ts';
import { FormError } from './form-error.tsx';

/** Cancel at the end of the paid period (after a confirm step), or resume a pending cancel. */
export function CancelControls({ subscription, userId }: { subscription: Subscription; userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const change = useChangeSubscription(userId);
  const error = change.error ? errorTextFor(change.error, change.error.message) : null;
  const run = (action: 'cancel' | 'resume') =>
    change.mutate(action, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: action === 'cancel' ? 'Subscription canceled' : 'Subscription resumed',
          description: action === 'cancel' ? 'You keep Pro until the end of the period you paid for.' : 'Your subscription will renew as usual.',
        });
      },
    });
  const end = formatDate(subscription.currentPeriodEnd);

  if (subscription.cancelAtPeriodEnd) {
    return (
      <div className="space-y-2">
        <FormError message={error} />
        <Button onClick={() => run('resume')} disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? 'Resuming...' : 'Resume subscription'}
        </Button>
      </div>
    );
  }
  if (!confirming) {
    return (
      <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        Cancel subscription
      </Button>
    );
  }
  return (
    <div className="space-y-3 rounded-xl border border-red-400/40 bg-red-950/30 p-3 text-sm text-slate-100">
      <p>Cancel your subscription? You keep Pro until {end}, and you will not be charged again.</p>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={change.isPending}>
          Keep subscription
        </Button>
        <Button variant="danger" onClick={() => run('cancel')} disabled={change.isPending}>
          {change.isPending ? 'Canceling...' : 'Yes, cancel at period end'}
        </Button>
      </div>
    </div>
  );
}
