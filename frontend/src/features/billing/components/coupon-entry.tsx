import { useId } from 'react';
import { Tag } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/input.tsx';
import { formatPrice } from '../../../lib/runtime-config.tsx';
import type { CouponState } from '../hooks/use-coupon.ts';

/** 'Have a coupon code?': Apply checks it with the server; an applied coupon shows its discount. */
export function CouponEntry({ coupon, listPrice, disabled }: { coupon: CouponState; listPrice: number; disabled?: boolean }) {
  const id = useId();
  const { applied } = coupon;
  if (applied) {
    const off =
      applied.discount.type === 'percentage' ? `${applied.discount.value}% off` : `${formatPrice(Math.round(applied.discount.value * 100))} off`;
    return (
      <div className="rounded-xl border border-emerald-400/40 bg-emerald-950/30 p-3 text-sm" aria-live="polite">
        <div className="flex items-center justify-between gap-2">
          <p className="flex items-center gap-2 font-medium text-emerald-200">
            <Tag className="h-4 w-4" aria-hidden /> {applied.code}: {off}
          </p>
          <Button variant="ghost" size="sm" onClick={coupon.remove} disabled={disabled}>
            Remove
          </Button>
        </div>
        {coupon.message && <p className="mt-1 text-emerald-100/90">{coupon.message}</p>}
        <p className="mt-2 text-slate-200">
          Due today: <s className="text-slate-400">{formatPrice(listPrice)}</s>{' '}
          <strong className="text-white">{formatPrice(Math.round(applied.finalPrice * 100))}</strong>
        </p>
      </div>
    );
  }
  const errorId = `${id}-error`;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Have a coupon code?</Label>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void coupon.apply();
        }}
      >
        <Input
          id={id}
          value={coupon.input}
          onChange={(e) => coupon.setInput(e.target.value)}
          placeholder="Enter coupon code"
          autoComplete="off"
          maxLength={100}
          disabled={disabled || coupon.checking}
          aria-invalid={coupon.error ? true : undefined}
          aria-describedby={coupon.error ? errorId : undefined}
        />
        <Button type="submit" variant="secondary" disabled={disabled || coupon.checking || !coupon.input}>
          {coupon.checking ? 'Checking...' : 'Apply'}
        </Button>
      </form>
      <div aria-live="polite">
        {coupon.error && (
          <p id={errorId} className="text-sm text-red-300">
            {coupon.error}
          </p>
        )}
      </div>
    </div>
  );
}
