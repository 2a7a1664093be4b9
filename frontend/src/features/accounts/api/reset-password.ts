import { useMutation } from '@tanstack/react-query';
import type { RuntimeConfig } from '@luna/contracts';
import { clearLocalSession } from '../../../lib/auth-store.ts';
import { getSupabase } from '../../../lib/supabase.ts';
import type { RecoveryTokens } from '../hooks/use-recovery-tokens.ts';

export const resetTexts = {
  fallback: 'Failed to reset password. Please try again.',
  /** A link whose tokens the auth client or server refuses: said plainly, never the library's words. */
  badLink: 'This reset link is invalid or has expired. Please request a new link.',
} as const;

/**
 * Spec section 7: set the session from the hash tokens, then update the user's password through
 * the auth service. Spec section 8: an 'Invalid session' or 'not authenticated' failure still
 * shows success, so those resolve instead of throwing.
 */
export async function resetPassword(config: RuntimeConfig, tokens: RecoveryTokens | null, password: string): Promise<void> {
  // Spec section 5: without tokens the screen shows success and changes nothing.
  if (!tokens) return;
  const auth = (await getSupabase(config)).auth;
  const tolerated = (message: string) => message.includes('Invalid session') || message.includes('not authenticated');
  const session = await auth.setSession({ access_token: tokens.accessToken, refresh_token: tokens.refreshToken });
  if (session.error) {
    if (tolerated(session.error.message)) return;
    // The tokens themselves were refused ("JWT not in base64url format", expired, revoked):
    // that is a bad link, whatever the technical reason (issue 13).
    throw new Error(resetTexts.badLink);
  }
  const updated = await auth.updateUser({ password });
  // Kept on failure so the user can try another password with the same link.
  if (updated.error && !tolerated(updated.error.message)) throw new Error(updated.error.message || resetTexts.fallback);
  // The recovery session has done its job: the user signs in afresh with the new password, and
  // whoever was signed in on this browser before is signed out locally too.
  await auth.signOut({ scope: 'local' }).catch(() => undefined);
  clearLocalSession();
}

export function useResetPassword(config: RuntimeConfig, tokens: RecoveryTokens | null) {
  return useMutation({ mutationFn: (password: string) => resetPassword(config, tokens, password) });
}
