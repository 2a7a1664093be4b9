import { useEffect } from 'react';
import { takeEmailPrefill } from '../utils/login-prefill.ts';

/** When the modal opens, takes an e-mail handed over by the previous account modal. */
export function useEmailPrefill(open: boolean, apply: (email: string) => void) {
  useEffect(() => {
    if (!open) return;
    const email = takeEmailPrefill();
    if (email) apply(email);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);
}
