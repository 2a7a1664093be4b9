import { useRef, useState } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.tsx';
import { authenticateEmulatorPayment, confirmEmulatorPayment } from '../api/emulator-payment.ts';
import type { ConfirmCard } from '../hooks/use-checkout.ts';
import { checkCard, formatCardNumber, formatExpiry, type CardInput } from '../utils/card-checks.ts';
import { CardFormFooter, Field, ZipField, type CardFormProps } from './card-form-parts.tsx';
import { ThreeDSecureDialog } from './three-d-secure-dialog.tsx';

type Errors = Partial<Record<keyof CardInput, string>>;
const empty: CardInput = { number: '', expiry: '', cvc: '', zip: '' };

/**
 * Emulator mode's card form: plain inputs, checked in the browser like Elements; the number
 * becomes a test PaymentMethod id here, so only that id goes to the emulator's confirm route.
 */
export function EmulatorCardForm(props: CardFormProps & { onPay: (confirm: ConfirmCard) => void }) {
  const config = useRuntimeConfig();
  const [card, setCard] = useState<CardInput>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [challenge, setChallenge] = useState(false);
  const answer = useRef<((succeed: boolean) => void) | null>(null);
  const set = (key: keyof CardInput, value: string) => {
    setCard((c) => ({ ...c, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const publishableKey = config.payments.publishableKey;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const checks = checkCard(card);
    if (!checks.ok) return setErrors(checks.errors);
    const confirm: ConfirmCard = async (clientSecret) => {
      const first = await confirmEmulatorPayment({ clientSecret, paymentMethod: checks.paymentMethod, postalCode: card.zip.trim(), publishableKey });
      if (first.paymentIntent?.status !== 'requires_action') return first;
      const succeed = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setChallenge(true);
      });
      return authenticateEmulatorPayment({ clientSecret, succeed, publishableKey });
    };
    props.onPay(confirm);
  };

  const onChallenge = (succeed: boolean) => {
    setChallenge(false);
    answer.current?.(succeed);
    answer.current = null;
  };

  const describe = (key: keyof CardInput) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `card-${key}-error` } : {});
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field id="card-number" label="Card Number" error={errors.number}>
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          disabled={props.processing}
          {...describe('number')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry Date" error={errors.expiry}>
          <Input
            id="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={card.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            disabled={props.processing}
            {...describe('expiry')}
          />
        </Field>
        <Field id="card-cvc" label="CVV" error={errors.cvc}>
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            onChange={(e) => set('cvc', e.target.value.replace(/\D/g, '').slice(0, 4))}
            disabled={props.processing}
            {...describe('cvc')}
          />
        </Field>
      </div>
      <ZipField value={card.zip} onChange={(v) => set('zip', v)} error={errors.zip} disabled={props.processing} />
      <CardFormFooter {...props} />
      <ThreeDSecureDialog open={challenge} onResult={onChallenge} />
    </form>
  );
}
