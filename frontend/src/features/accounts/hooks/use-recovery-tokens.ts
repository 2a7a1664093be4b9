import { useEffect, useState } from 'react';
import { toast } from '../../../hooks/use-toast.ts';

/** Spec section 9: the invalid-link toast comes 2000 ms after the page loads without tokens. */
export const INVALID_LINK_DELAY_MS = 2000;

export interface RecoveryTokens {
  accessToken: string;
  refreshToken: string;
}

/** access_token + refresh_token from the hash; type 'recovery' is expected but not required. */
export function parseRecoveryHash(hash: string): RecoveryTokens | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  return accessToken && refreshToken ? { accessToken, refreshToken } : null;
}

function readHash(): RecoveryTokens | null {
  return parseRecoveryHash(window.location.hash);
}

/**
 * Reads the recovery tokens once, on load (supabase-js is told not to: detectSessionInUrl is off,
 * see notes A.7), and warns about a link without them.
 */
export function useRecoveryTokens(): RecoveryTokens | null {
  const [tokens] = useState(readHash);
  // The tokens are credentials: keep them out of the address bar, history and screenshots. This
  // runs after the first committed render, so a render React throws away (Suspense, concurrent
  // rendering) cannot consume the hash before the page has kept the tokens.
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  useEffect(() => {
    if (tokens) return;
    const timer = setTimeout(() => {
      toast({
        title: 'Invalid reset link',
        description: 'The reset link is invalid or has expired. For testing, use the test button below.',
        variant: 'destructive',
      });
    }, INVALID_LINK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tokens]);
  return tokens;
}
