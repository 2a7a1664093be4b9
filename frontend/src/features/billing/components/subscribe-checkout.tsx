import { Button } from '../../../components/ui/button.tsx';
import { openDialog } from '../../../lib/dialog-store.ts';
import { useUpgradeFlow } from '../hooks/use-upgrade-flow.ts';
import { CardDetailsModal } from './card-details-modal.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { UpgradeOffer } from './upgrade-offer.tsx';

const panel = 'rounded-2xl border border-night-600 bg-night-900/90 p-5 shadow-xl sm:p-6';

/**
 * The /subscribe checkout: the Upgrade modal's content inline, the Card details modal on top.
 * `onDone` runs after the success view (or 'Maybe Later').
 */
export function SubscribeCheckout({ onDone }: { onDone: () => void }) {
  const flow = useUpgradeFlow({ onDone });
  const { user, product, step } = flow;

  if (!user) {
    return (
      <section className={`${panel} space-y-4 text-center`} aria-labelledby="subscribe-signin">
        <h2 id="subscribe-signin" className="text-lg font-semibold text-moon-200">
          Sign up or log in to subscribe
        </h2>
        <p className="text-slate-300">Create a free account, or log in to yours, then come back here to upgrade.</p>
        <div className="flex justify-center gap-2">
          <Button variant="secondary" onClick={() => openDialog('login')}>
            Login
          </Button>
          <Button onClick={() => openDialog('register')}>Sign Up</Button>
        </div>
      </section>
    );
  }
  if (user.plan === 'pro' && step === 'offer') {
    return (
      <section className={`${panel} space-y-4 text-center`}>
        <p className="text-slate-100">You already have {product.name}. Thank you for your support!</p>
        <Button variant="secondary" onClick={() => openDialog('billing')}>
          Billing & Subscription
        </Button>
      </section>
    );
  }
  return (
    <section className={panel} aria-label={`Upgrade to ${product.name}`}>
      {step === 'success' && !flow.cardUsed ? (
        <PaymentSuccess productName={product.name} amount={product.unitAmount} currency={product.currency} />
      ) : (
        <UpgradeOffer flow={flow} onMaybeLater={onDone} />
      )}
      <CardDetailsModal flow={flow} open={step === 'card' || (step === 'success' && flow.cardUsed)} />
    </section>
  );
}
