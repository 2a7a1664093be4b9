import { useId } from 'react';
import { subscriptionTermsText } from '@luna/contracts';
import { formatPrice } from '../../../lib/runtime-config.tsx';

/**
 * The plain terms before paying (price, monthly renewal until cancelled, how to cancel) and the
 * consent checkbox the subscribe call records.
 */
export function SubscriptionTerms(props: {
  productName: string;
  unitAmount: number;
  dueToday: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const { productName, unitAmount, dueToday } = props;
  return (
    <div className="space-y-2 rounded-xl border border-night-600 bg-night-800/60 p-3 text-sm text-slate-300">
      <p id={`${id}-terms`}>{subscriptionTermsText(productName, formatPrice(unitAmount))}</p>
      {dueToday !== unitAmount && <p>With your coupon, today's charge is {formatPrice(dueToday)}.</p>}
      <div className="flex items-start gap-2 text-slate-100">
        <input
          id={id}
          type="checkbox"
          checked={props.checked}
          disabled={props.disabled}
          onChange={(e) => props.onChange(e.target.checked)}
          aria-describedby={`${id}-terms`}
          className="mt-0.5 h-4 w-4 shrink-0 accent-moon-300"
        />
        <label htmlFor={id}>I agree to these subscription terms</label>
      </div>
    </div>
  );
}
