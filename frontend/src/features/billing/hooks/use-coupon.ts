import { useCallback, useState } from 'react';
import { normalizeCouponCode, type Coupon } from '@luna/contracts';
import { validateCoupon } from '../api/validate-coupon.ts';

export interface CouponState {
  input: string;
  setInput: (value: string) => void;
  applied: Coupon | null;
  message: string | null;
  error: string | null;
  checking: boolean;
  apply: () => Promise<void>;
  remove: () => void;
  reset: () => void;
}

/** The 'Have a coupon code?' entry: typed code, the server's verdict, and the applied coupon. */
export function useCoupon(userId: string | null, productId: string): CouponState {
  const [input, setRawInput] = useState('');
  const [applied, setApplied] = useState<Coupon | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  // Spec section 5: upper-cased and trimmed as typed.
  const setInput = useCallback((value: string) => {
    setRawInput(normalizeCouponCode(value));
    setError(null);
  }, []);

  const apply = useCallback(async () => {
    const couponCode = normalizeCouponCode(input);
    if (!couponCode || !userId) return;
    setChecking(true);
    setError(null);
    try {
      const found = await validateCoupon({ couponCode, userId, productId });
      setApplied(found.coupon);
      setMessage(found.message);
    } catch (err) {
      setApplied(null);
      setMessage(null);
      setError((err as Error).message);
    } finally {
      setChecking(false);
    }
  }, [input, userId, productId]);

  const reset = useCallback(() => {
    setRawInput('');
    setApplied(null);
    setMessage(null);
    setError(null);
    setChecking(false);
  }, []);

  return { input, setInput, applied, message, error, checking, apply, remove: reset, reset };
}
