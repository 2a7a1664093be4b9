import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { formatPrice } from '../../../lib/runtime-config.tsx';
import { FormError } from './form-error.tsx';

/** What both card forms (Stripe Elements and the emulator's) receive from the Card modal. */
export interface CardFormProps {
  /** Cents due today, after the coupon. */
  total: number;
  currency: string;
  processing: boolean;
  error: string | null;
  onCancel: () => void;
}

/** Spec section 9: the zip code is at most 10 characters. */
export const ZIP_MAX = 10;

export function Field({ id, label, error, children }: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function ZipField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <Field id="card-zip" label="Zip Code" error={error}>
      <Input
        id="card-zip"
        value={value}
        onChange={(e) => onChange(e.target.value.slice(0, ZIP_MAX))}
        maxLength={ZIP_MAX}
        autoComplete="postal-code"
        placeholder="12345"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'card-zip-error' : undefined}
      />
    </Field>
  );
}

/** Total, the inline payment error, Cancel and Pay ('Processing...' while paying). */
export function CardFormFooter({ total, currency, processing, error, onCancel }: CardFormProps) {
  return (
    <>
      <p className="flex items-center justify-between border-t border-night-600 pt-3 text-slate-200">
        <span>Total</span>
        <strong className="text-lg text-white">{formatPrice(total, currency)}</strong>
      </p>
      <FormError message={error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={processing}>
          Cancel
        </Button>
        <Button type="submit" disabled={processing} aria-busy={processing}>
          {processing ? 'Processing...' : 'Pay'}
        </Button>
      </div>
    </>
  );
}

/** Stripe Elements' own texts for fields it checks in the browser. */
export const cardFieldTexts = {
  zipIncomplete: 'Your postal code is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;
