import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementChangeEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import type { ConfirmCard } from '../hooks/use-checkout.ts';
import { CardFormFooter, cardFieldTexts, ZipField, type CardFormProps } from './card-form-parts.tsx';

type Props = CardFormProps & { onPay: (confirm: ConfirmCard | null) => void };

let loaded: { key: string; stripe: Promise<Stripe | null> } | null = null;

/**
 * Stripe.js is fetched from js.stripe.com only here, in 'stripe' mode: the /pure entry adds no
 * script tag on import, and this whole module is loaded lazily by the Card modal.
 */
function stripeFor(key: string): Promise<Stripe | null> {
  if (loaded?.key !== key) loaded = { key, stripe: import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(key)) };
  return loaded.stripe;
}

const elementOptions = {
  style: { base: { color: '#f1f5f9', fontSize: '16px', '::placeholder': { color: '#94a3b8' } }, invalid: { color: '#fca5a5' } },
};
const frame = 'rounded-lg border border-night-600 bg-night-900/80 px-3 py-3';

export default function StripeCardForm(props: Props) {
  const config = useRuntimeConfig();
  return (
    <Elements stripe={stripeFor(config.payments.publishableKey)}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields(props: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [zip, setZip] = useState('');
  const [zipError, setZipError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const onChange = (key: string) => (e: StripeElementChangeEvent) => setFieldErrors((f) => ({ ...f, [key]: e.error?.message }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!zip.trim()) return setZipError(cardFieldTexts.zipIncomplete);
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return props.onPay(null);
    props.onPay(async (clientSecret) => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { address: { postal_code: zip.trim() } } },
      });
      if (result.error) {
        const { type, code, decline_code, message } = result.error;
        return { error: { type, code, decline_code, message } };
      }
      return { paymentIntent: { id: result.paymentIntent.id, status: result.paymentIntent.status } };
    });
  };

  const fields = [
    { key: 'number', label: 'Card Number', Element: CardNumberElement },
    { key: 'expiry', label: 'Expiry Date', Element: CardExpiryElement },
    { key: 'cvc', label: 'CVV', Element: CardCvcElement },
  ] as const;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fields.map(({ key, label, Element }) => (
        // Elements are iframes: the label names the group that holds one.
        <div key={key} role="group" aria-labelledby={`stripe-${key}-label`} className="space-y-1">
          <span id={`stripe-${key}-label`} className="text-sm font-medium text-slate-200">
            {label}
          </span>
          <div className={frame}>
            <Element options={elementOptions} onChange={onChange(key)} />
          </div>
          {fieldErrors[key] && <p className="text-sm text-red-300">{fieldErrors[key]}</p>}
        </div>
      ))}
      <ZipField value={zip} onChange={(v) => (setZip(v), setZipError(null))} error={zipError} disabled={props.processing} />
      <CardFormFooter {...props} />
    </form>
  );
}
