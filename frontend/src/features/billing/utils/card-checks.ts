import { paymentMethodForTestCard } from '@luna/contracts';
import { cardFieldTexts } from '../components/card-form-parts.tsx';

/** Groups the digits in fours as they are typed (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY, the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export type CardChecks = { ok: true; paymentMethod: string } | { ok: false; errors: Partial<Record<keyof CardInput, string>> };

/**
 * The checks Stripe Elements makes in the browser before anything is sent, with its texts; a
 * valid number becomes the test PaymentMethod id it stands for (TEST_CARDS).
 */
export function checkCard(input: CardInput, now = new Date()): CardChecks {
  const errors: Partial<Record<keyof CardInput, string>> = {};
  const lookup = paymentMethodForTestCard(input.number);
  if (!lookup.ok) errors.number = lookup.message;
  const m = /^(\d{2})\/(\d{2})$/.exec(input.expiry);
  if (!m) errors.expiry = cardFieldTexts.expiryIncomplete;
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    if (month < 1 || month > 12) errors.expiry = cardFieldTexts.expiryInvalid;
    else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = cardFieldTexts.expiryPast;
  }
  if (!/^\d{3,4}$/.test(input.cvc)) errors.cvc = cardFieldTexts.cvcIncomplete;
  if (!input.zip.trim()) errors.zip = cardFieldTexts.zipIncomplete;
  if (Object.keys(errors).length > 0 || !lookup.ok) return { ok: false, errors };
  return { ok: true, paymentMethod: lookup.paymentMethod };
}
