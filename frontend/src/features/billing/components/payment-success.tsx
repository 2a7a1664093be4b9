import { CheckCircle2 } from 'lucide-react';
import { formatPrice } from '../../../lib/runtime-config.tsx';

const BENEFITS = ['Unlimited messaging', 'Priority support', 'Cancel anytime'] as const;

/** Spec section 2: the success view, shown 5 seconds before the modal closes itself. */
export function PaymentSuccess({ productName, amount, currency }: { productName: string; amount: number; currency: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-4 text-center">
      <CheckCircle2 className="mx-auto h-12 w-12 text-emerald-400" aria-hidden />
      <h3 className="text-2xl font-semibold text-white">Payment Successful!</h3>
      <p className="text-slate-200">Your {productName} subscription is now active.</p>
      <p className="text-slate-300">{formatPrice(amount, currency)} per month</p>
      <ul className="mx-auto w-fit space-y-1 text-left text-sm text-slate-100">
        {BENEFITS.map((b) => (
          <li key={b} className="flex items-center gap-2">
            <CheckCircle2 className="h-4 w-4 text-moon-300" aria-hidden />
            {b}
          </li>
        ))}
      </ul>
    </div>
  );
}
