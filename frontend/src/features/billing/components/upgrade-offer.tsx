import { Check } from 'lucide-react';
import { billingMessages, PRO_FEATURES } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { formatPrice } from '../../../lib/runtime-config.tsx';
import type { UpgradeFlow } from '../hooks/use-upgrade-flow.ts';
import { CouponEntry } from './coupon-entry.tsx';
import { FormError } from './form-error.tsx';
import { SubscriptionTerms } from './subscription-terms.tsx';

/** The Upgrade modal's content (also inline on /subscribe): price, features, coupon, terms. */
export function UpgradeOffer({ flow, onMaybeLater }: { flow: UpgradeFlow; onMaybeLater: () => void }) {
  const { product, productQuery, coupon, checkout } = flow;
  const features = product.features.length ? product.features : PRO_FEATURES;
  const busy = checkout.processing;
  return (
    <div className="space-y-5">
      <p className="text-slate-200">
        <span className="text-3xl font-semibold text-white">{formatPrice(product.unitAmount, product.currency)}</span>
        <span className="text-slate-300"> per month</span>
      </p>
      {productQuery.isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-400/40 bg-amber-950/40 px-3 py-2 text-sm text-amber-100"
        >
          <span>{billingMessages.productLoadFailed}</span>
          <Button size="sm" variant="secondary" onClick={() => void productQuery.refetch()}>
            Try Again
          </Button>
        </div>
      )}
      <ul className="space-y-2" aria-label="Pro features">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-sm text-slate-100">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-moon-300" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <CouponEntry coupon={coupon} listPrice={product.unitAmount} disabled={busy} />
      <SubscriptionTerms
        productName={product.name}
        unitAmount={product.unitAmount}
        dueToday={flow.dueToday}
        checked={flow.consent}
        onChange={flow.setConsent}
        disabled={busy}
      />
      <FormError message={checkout.error} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onMaybeLater} disabled={busy}>
          Maybe Later
        </Button>
        <Button onClick={flow.upgrade} disabled={!flow.consent || busy || productQuery.isPending}>
          {busy ? 'Processing...' : 'Upgrade Now'}
        </Button>
      </div>
    </div>
  );
}
