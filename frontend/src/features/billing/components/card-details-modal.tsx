import { lazy, Suspense } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { UpgradeFlow } from '../hooks/use-upgrade-flow.ts';
import { EmulatorCardForm } from './emulator-card-form.tsx';
import { PaymentSuccess } from './payment-success.tsx';

// Stripe's modules load only when a card form is shown in 'stripe' mode.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/**
 * The Card details modal (spec section 2): Card Number, Expiry Date, CVV, Zip Code, Total,
 * Cancel and Pay; then 'Payment Successful!' for 5 seconds. Stripe Elements with real keys, plain
 * inputs against the Stripe emulator otherwise.
 */
export function CardDetailsModal({ flow, open }: { flow: UpgradeFlow; open: boolean }) {
  const config = useRuntimeConfig();
  const { product, checkout } = flow;
  const success = flow.step === 'success';
  const formProps = {
    total: flow.dueToday,
    currency: product.currency,
    processing: checkout.processing,
    error: checkout.error,
    onCancel: flow.backToOffer,
    onPay: (confirm: Parameters<typeof checkout.pay>[0]) => void checkout.pay(confirm),
  };
  const onOpenChange = (value: boolean) => {
    if (value || checkout.processing) return;
    if (success) flow.finish();
    else flow.backToOffer();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={success ? product.name : 'Card Details'}
      description={success ? undefined : `Pay for ${product.name} securely by card.`}
    >
      {success ? (
        <PaymentSuccess productName={product.name} amount={product.unitAmount} currency={product.currency} />
      ) : config.payments.mode === 'stripe' ? (
        <Suspense fallback={<p className="text-sm text-slate-300">Loading secure card form...</p>}>
          <StripeCardForm {...formProps} />
        </Suspense>
      ) : (
        <EmulatorCardForm {...formProps} />
      )}
    </Dialog>
  );
}
