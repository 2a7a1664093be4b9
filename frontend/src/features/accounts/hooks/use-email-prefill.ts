import { useEffect, useState } from 'react';
import { clearEmailPrefill, peekEmailPrefill } from '../utils/login-prefill.ts';

/** E-mail state that starts from the address the previous account modal handed over. */
export function useEmailPrefill() {
  const state = useState(peekEmailPrefill);
  // Cleared after mount, not in the initializer, which React may run twice.
  useEffect(clearEmailPrefill, []);
  return state;
}
