import type { SubscriptionStatus } from '@luna/contracts';

/** Spec section 2: active green, canceled red, past_due orange; anything else is unknown, grey. */
const styles: Record<SubscriptionStatus, { label: string; tone: string; className: string }> = {
  active: { label: 'Active', tone: 'green', className: 'border-emerald-400/50 bg-emerald-500/15 text-emerald-300' },
  canceled: { label: 'Canceled', tone: 'red', className: 'border-red-400/50 bg-red-500/15 text-red-300' },
  past_due: { label: 'Past due', tone: 'orange', className: 'border-orange-400/50 bg-orange-500/15 text-orange-300' },
  unknown: { label: 'Unknown', tone: 'grey', className: 'border-slate-400/50 bg-slate-500/15 text-slate-300' },
};

export function SubscriptionStatusBadge({ status }: { status: string }) {
  const style = styles[status as SubscriptionStatus] ?? styles.unknown;
  return (
    <span data-tone={style.tone} className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${style.className}`}>
      {style.label}
    </span>
  );
}
