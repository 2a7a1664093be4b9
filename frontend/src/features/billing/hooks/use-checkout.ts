import { useCallback, useRef, useState } from 'react';
import { billingMessages, paymentErrorMessage, toPlan, type Coupon, type Plan, type Product } from '@luna/contracts';
import { dismissTopic, toast } from '../../../hooks/use-toast.ts';
import { errorTextFor } from '../../../lib/api-errors.ts';
import { accessToken, useCurrentUser } from '../../../lib/auth-store.ts';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { confirmSubscription } from '../api/confirm-subscription.ts';
import { createCustomer } from '../api/create-customer.ts';
import type { CardPaymentError, CardPaymentResult } from '../api/emulator-payment.ts';
import { subscribe, type SubscribeOutcome } from '../api/subscribe.ts';

/** Confirms the invoice's PaymentIntent with the card in the form (Stripe.js or the emulator). */
export type ConfirmCard = (clientSecret: string) => Promise<CardPaymentResult>;

/** A card problem, shown with the spec's payment texts; anything else shows its own message. */
class CardError extends Error {
  constructor(readonly detail: CardPaymentError) {
    // Client-side checks (an incorrect number) keep Stripe's own words, as Elements shows them.
    super(
      detail.type === 'validation_error'
        ? (detail.message ?? paymentErrorMessage())
        : paymentErrorMessage(detail.code, detail.decline_code, detail.message),
    );
  }
}

function messageOf(err: unknown): string {
  return errorTextFor(err, err instanceof Error && err.message ? err.message : paymentErrorMessage());
}

interface Attempt {
  couponCode: string | null;
  startedAt: string;
  outcome?: SubscribeOutcome;
  paid?: boolean;
}

/** One payment toast at a time (issue 13). */
const PAYMENT_TOPIC = 'payment';

/**
 * The payment steps (spec sections 4, 5, 7): checks that everything is ready, creates the
 * customer, subscribes (once per attempt: a retry after a decline pays the same invoice), pays
 * with the card when something is due, then asks the server to confirm. `onPaid` gets the plan
 * and whether the card form was used.
 */
export function useCheckout({
  product,
  coupon,
  onPaid,
}: {
  product: Product | null;
  coupon: Coupon | null;
  onPaid: (plan: Plan, viaCard: boolean) => void;
}) {
  const config = useRuntimeConfig();
  const user = useCurrentUser();
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<Attempt | null>(null);

  const fail = useCallback((message: string) => {
    setError(message);
    toast({ title: billingMessages.paymentFailedTitle, description: message, variant: 'destructive', topic: PAYMENT_TOPIC });
  }, []);

  const pay = useCallback(
    async (confirmCard: ConfirmCard | null) => {
      const free = coupon?.makesFree === true;
      if ((!free && !confirmCard) || !user || !product) {
        toast({
          title: billingMessages.paymentFailedTitle,
          description: billingMessages.notInitialized,
          variant: 'destructive',
          topic: PAYMENT_TOPIC,
        });
        return;
      }
      if (!user.email) {
        toast({
          title: billingMessages.paymentFailedTitle,
          description: billingMessages.emailRequired,
          variant: 'destructive',
          topic: PAYMENT_TOPIC,
        });
        return;
      }
      const couponCode = coupon?.code ?? null;
      if (!attempt.current || attempt.current.couponCode !== couponCode) attempt.current = { couponCode, startedAt: new Date().toISOString() };
      const current = attempt.current;
      setProcessing(true);
      setError(null);
      try {
        const token = await accessToken();
        if (!current.outcome) {
          const stripeId = await createCustomer(config, user.email, token);
          const amount = Math.round((coupon ? coupon.finalPrice : product.price) * 100);
          current.outcome = await subscribe(
            config,
            { userId: user.id, productName: product.name, stripeId, amount, couponId: couponCode, subscriptionStartAt: current.startedAt },
            token,
          );
        }
        const { clientSecret, subscriptionId, subscription } = current.outcome;
        if (clientSecret && !current.paid) {
          if (!confirmCard) throw new Error(billingMessages.notInitialized);
          const result = await confirmCard(clientSecret);
          if (result.error) throw new CardError(result.error);
          if (result.paymentIntent?.status !== 'succeeded') throw new CardError({});
          current.paid = true;
        }
        await confirmSubscription(subscriptionId);
        attempt.current = null;
        // An earlier 'Payment Failed' is no longer true: never leave it over 'Payment Successful!'.
        dismissTopic(PAYMENT_TOPIC);
        onPaid(toPlan(subscription.plan || 'pro'), confirmCard !== null);
      } catch (err) {
        fail(messageOf(err));
      } finally {
        setProcessing(false);
      }
    },
    [config, coupon, product, user, onPaid, fail],
  );

  const reset = useCallback(() => {
    attempt.current = null;
    setError(null);
    setProcessing(false);
  }, []);

  return { pay, processing, error, reset };
}
