import { Dialog } from '../../../components/ui/dialog.tsx';
import { useUpgradeFlow } from '../hooks/use-upgrade-flow.ts';
import { CardDetailsModal } from './card-details-modal.tsx';
import { PaymentSuccess } from './payment-success.tsx';
import { UpgradeOffer } from './upgrade-offer.tsx';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The Upgrade modal (spec section 2), opened with openDialog('upgrade'). Its state lives only
 * while it is open, so the coupon resets on every open and close.
 */
export function UpgradeModal({ open, onOpenChange }: Props) {
  return open ? <OpenUpgradeModal onClose={() => onOpenChange(false)} /> : null;
}

/** 'Upgrade Now' swaps the offer for the Card details modal; a free first month needs no card. */
function OpenUpgradeModal({ onClose }: { onClose: () => void }) {
  const flow = useUpgradeFlow({ onDone: onClose });
  const { product, step } = flow;
  const cardStep = step === 'card' || (step === 'success' && flow.cardUsed);
  const onOfferOpenChange = (value: boolean) => {
    if (value || flow.checkout.processing) return;
    if (step === 'success') flow.finish();
    else onClose();
  };
  return (
    <>
      <Dialog open={!cardStep} onOpenChange={onOfferOpenChange} title={`Upgrade to ${product.name}`} width="max-w-lg">
        {step === 'success' ? (
          <PaymentSuccess productName={product.name} amount={product.unitAmount} currency={product.currency} />
        ) : (
          <UpgradeOffer flow={flow} onMaybeLater={onClose} />
        )}
      </Dialog>
      <CardDetailsModal flow={flow} open={cardStep} />
    </>
  );
}
