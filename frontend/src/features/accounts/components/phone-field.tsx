import { COUNTRY_CODES, sanitizePhoneInput } from '@luna/contracts';
import { Input, inputClass, Label } from '../../../components/ui/input.tsx';

interface PhoneFieldProps {
  countryCode: string;
  phone: string;
  onCountryCodeChange: (value: string) => void;
  onPhoneChange: (value: string) => void;
  disabled?: boolean;
}

/** Country code (+1 by default) and a digits-only number, at most 15 digits (spec section 5). */
export function PhoneField({ countryCode, phone, onCountryCodeChange, onPhoneChange, disabled }: PhoneFieldProps) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-200">Phone Number</legend>
      <div className="flex gap-2">
        <label htmlFor="register-country-code" className="sr-only">
          Country code
        </label>
        <select
          id="register-country-code"
          value={countryCode}
          disabled={disabled}
          onChange={(e) => onCountryCodeChange(e.target.value)}
          className={`${inputClass} w-24 shrink-0`}
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
          onChange={(e) => onPhoneChange(sanitizePhoneInput(e.target.value))}
        />
      </div>
    </fieldset>
  );
}
