import type { ClipboardEvent } from 'react';
import { COUNTRY_CODES, sanitizePhoneInput } from '@luna/contracts';
import { Input, inputClass, Label } from '../../../components/ui/input.tsx';

interface PhoneFieldProps {
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * A paste replaces the selection with the pasted digits, then keeps the first 15. Handled here
 * because the browser applies maxLength to the pasted text as typed (spaces, dashes, "+1" and
 * all) before onChange strips it, which cut a formatted number short or dropped it entirely.
 */
export function pasteDigits(current: string, start: number, end: number, pasted: string): string {
  return sanitizePhoneInput(current.slice(0, start) + pasted.replace(/\D/g, '') + current.slice(end));
}

/** Country code (+1 by default) and a digits-only number, at most 15 digits (spec section 5). */
export function PhoneField({ countryCode, phone, onCountryCodeChange, onPhoneChange, disabled }: PhoneFieldProps) {
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const input = e.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    const next = pasteDigits(input.value, start, end, e.clipboardData.getData('text'));
    onPhoneChange(next);
    // The caret follows the pasted digits, as a native paste would leave it.
    const caret = Math.min(next.length, start + e.clipboardData.getData('text').replace(/\D/g, '').length);
    requestAnimationFrame(() => input.setSelectionRange(caret, caret));
  };
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Phone Number</legend>
      {/* A fixed column for the code and the rest for the digits: inputClass carries w-full, so a
          flex row let the select take the whole row and squeezed the digits out of the dialog. */}
      <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
        <label htmlFor="register-country-code" className="sr-only">
          Country code
        </label>
        <select
          id="register-country-code"
          value={countryCode}
          disabled={disabled}
          onChange={(e) => onCountryCodeChange(e.target.value)}
          className={inputClass}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
        <Label htmlFor="register-phone" className="sr-only">
          Phone digits
        </Label>
        <Input
          id="register-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={15}
          value={phone}
          disabled={disabled}
          placeholder="5551234567"
          onPaste={onPaste}
          onChange={(e) => onPhoneChange(sanitizePhoneInput(e.target.value))}
        />
      </div>
    </fieldset>
  );
}
