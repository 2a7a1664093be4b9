import { useState, type FormEvent } from 'react';
import { createCouponSchema } from '@luna/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorTextFor } from '../../../lib/api-errors.ts';
import { useCouponMutations } from '../api/coupon-mutations.ts';
import { useCoupons } from '../api/get-coupons.ts';
import { formatCents, LoadError, Panel } from './panel.tsx';

/** Coupons (Stripe promotion codes): list, create a percent or fixed discount, deactivate. */
export function CouponsCard() {
  const { data, isError } = useCoupons();
  const { create, deactivate } = useCouponMutations();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value);
    // The same schema the server validates with, so both give the same message.
    const parsed = createCouponSchema.safeParse({ code, ...(kind === 'percent' ? { percentOff: n } : { amountOff: Math.round(n * 100) }) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the coupon.');
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setCode('');
        setValue('');
      },
      onError: (err) => setError(errorTextFor(err, 'The coupon could not be created.')),
    });
  };

  return (
    <Panel title="Coupons">
      <form onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2" aria-label="New coupon">
        <div className="w-36">
          <Input aria-label="Coupon code" placeholder="CODE" value={code} onChange={(e) => setCode(e.target.value.toUpperCase())} />
        </div>
        <select
          aria-label="Discount type"
          value={kind}
          onChange={(e) => setKind(e.target.value as 'percent' | 'amount')}
          className="h-11 rounded-lg border border-night-600 bg-night-900 px-2 text-sm text-slate-100"
        >
          <option value="percent">% off</option>
          <option value="amount">$ off</option>
        </select>
        <div className="w-24">
          <Input
            aria-label="Discount"
            inputMode="decimal"
            placeholder={kind === 'percent' ? '25' : '5.00'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <Button type="submit" className="h-11" disabled={create.isPending}>
          Create coupon
        </Button>
      </form>
      {error && (
        <p role="alert" className="mb-2 text-sm text-red-300">
          {error}
        </p>
      )}
      {isError && <LoadError what="coupons" />}
      {data && (
        <ul className="space-y-1 text-sm" data-testid="coupon-list">
          {data.coupons.length === 0 && <li className="text-slate-400">No coupons yet.</li>}
          {data.coupons.map((c) => (
            <li key={c.id} className="flex items-center gap-3 border-t border-night-700/60 pt-1 text-slate-200">
              <span className="font-mono">{c.code}</span>
              <span className="text-slate-300">{c.percentOff != null ? `${c.percentOff}% off` : formatCents(c.amountOff ?? 0) + ' off'}</span>
              <span className="text-xs text-slate-400">{`${c.timesRedeemed} used`}</span>
              <span className="ml-auto">
                {c.active ? (
                  <Button variant="ghost" size="sm" disabled={deactivate.isPending} onClick={() => deactivate.mutate(c.id)}>
                    Deactivate
                  </Button>
                ) : (
                  <span className="text-xs text-slate-400">Inactive</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
