import { AlertTriangle, Check, CreditCard } from 'lucide-react';
import { PRO_FEATURES, type Subscription } from '@luna/contracts';
import { formatPrice } from '../../../lib/runtime-config.tsx';
import { formatDate } from '../utils/format-date.ts';
import { CancelControls } from './cancel-controls.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

const brandName = (brand: string) => (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-1.5">
      <dt className="text-slate-400">{label}</dt>
      <dd className="text-right text-slate-100">{children}</dd>
    </div>
  );
}

/** Spec section 2, Billing modal paid view. */
export function BillingPaidView({ subscription, userId }: { subscription: Subscription; userId: string }) {
  const s = subscription;
  return (
    <div className="space-y-4 text-sm">
      <dl className="divide-y divide-night-700 rounded-xl border border-night-600 bg-night-800/60 px-4 py-2">
        <Row label="Plan">{s.productName}</Row>
        <Row label="Status">
          <SubscriptionStatusBadge status={s.status} />
        </Row>
        <Row label="Price">
          {formatPrice(s.amount, s.currency)} per {s.interval || 'month'}
        </Row>
        <Row label="Current period">
          {formatDate(s.currentPeriodStart)} – {formatDate(s.currentPeriodEnd)}
        </Row>
        <Row label="Next billing date">{s.cancelAtPeriodEnd ? 'None' : formatDate(s.nextBillingDate)}</Row>
      </dl>
      {s.cancelAtPeriodEnd && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-950/40 p-3 text-amber-100">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Your subscription will end on {formatDate(s.currentPeriodEnd)}. You keep Pro until then and will not be charged again.
        </p>
      )}
      <section aria-labelledby="billing-benefits">
        <h3 id="billing-benefits" className="mb-2 font-semibold text-moon-200">
          Premium benefits
        </h3>
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {PRO_FEATURES.map((f) => (
            <li key={f} className="flex items-start gap-2 text-slate-100">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-moon-300" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="billing-payment" className="rounded-xl border border-night-600 bg-night-800/60 p-3">
        <h3 id="billing-payment" className="mb-1 font-semibold text-moon-200">
          Payment method
        </h3>
        <p className="flex items-center gap-2 text-slate-100">
          <CreditCard className="h-4 w-4 text-moon-300" aria-hidden />
          {s.card ? `${brandName(s.card.brand)} card ending in ••••${s.card.last4}` : 'No card on file'}
        </p>
        <p className="mt-1 text-xs text-slate-400">
          Your card is stored and managed securely by our payment provider, Stripe. Luna never sees your card number.
        </p>
      </section>
      {(s.status === 'active' || s.status === 'past_due') && <CancelControls subscription={s} userId={userId} />}
    </div>
  );
}
