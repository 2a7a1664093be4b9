import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Plan } from '@luna/contracts';
import { updateCurrentUser, useCurrentUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { useProduct } from '../api/get-product.ts';
import { useCheckout } from './use-checkout.ts';
import { useCoupon } from './use-coupon.ts';

/** Spec section 9: the payment success view stays 5 seconds. */
export const SUCCESS_VIEW_MS = 5000;

export type UpgradeStep = 'offer' | 'card' | 'success';

/**
 * The upgrade journey shared by the Upgrade modal and the /subscribe page: the offer (price,
 * coupon, terms and consent), the card step, and the success view. Its owner mounts it only while
 * open, so every opening starts fresh (spec: coupon state resets on open and close).
 */
export function useUpgradeFlow({ onDone }: { onDone: () => void }) {
  const config = useRuntimeConfig();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const productQuery = useProduct(config);
  const coupon = useCoupon(user?.id ?? null, config.productId);
  const [consent, setConsent] = useState(false);
  const [step, setStep] = useState<UpgradeStep>('offer');
  // Which modal shows the success view: the Card modal, or the Upgrade modal (no card needed).
  const [cardUsed, setCardUsed] = useState(false);

  const onPaid = useCallback(
    (plan: Plan, viaCard: boolean) => {
      // The server has switched the plan already: unlimited messages from this moment on.
      updateCurrentUser({ plan });
      void queryClient.invalidateQueries();
      setCardUsed(viaCard);
      setStep('success');
    },
    [queryClient],
  );
  const checkout = useCheckout({ product: productQuery.data ?? null, coupon: coupon.applied, onPaid });
  const { reset: resetCoupon } = coupon;
  const { reset: resetCheckout } = checkout;

  const resetAll = useCallback(() => {
    resetCoupon();
    resetCheckout();
    setConsent(false);
    setCardUsed(false);
    setStep('offer');
  }, [resetCoupon, resetCheckout]);

  /** After the success view (timer or closed early): close, and forget the coupon. */
  const finish = useCallback(() => {
    resetAll();
    onDone();
  }, [resetAll, onDone]);

  useEffect(() => {
    if (step !== 'success') return;
    const timer = setTimeout(finish, SUCCESS_VIEW_MS);
    return () => clearTimeout(timer);
  }, [step, finish]);

  const upgrade = useCallback(() => {
    if (!consent) return;
    // A coupon that makes the first month free needs no card.
    if (coupon.applied?.makesFree) void checkout.pay(null);
    else setStep('card');
  }, [consent, coupon.applied, checkout]);

  const backToOffer = useCallback(() => setStep('offer'), []);
  const dueToday = coupon.applied ? Math.round(coupon.applied.finalPrice * 100) : productQuery.product.unitAmount;

  return {
    user,
    productQuery,
    product: productQuery.product,
    coupon,
    consent,
    setConsent,
    step,
    cardUsed,
    checkout,
    upgrade,
    backToOffer,
    finish,
    dueToday,
  };
}

export type UpgradeFlow = ReturnType<typeof useUpgradeFlow>;
