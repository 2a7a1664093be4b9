import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { clearLocalSession } from '../lib/auth-store.ts';
import { useRuntimeConfig } from '../lib/runtime-config.tsx';
import { getSupabase } from '../lib/supabase.ts';

/**
 * Spec section 4 logout: revoke the session on the server while the token is still stored, then
 * clear all local and session storage and cached data, and go to / even when offline.
 */
export function useLogout() {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await (await getSupabase(config)).auth.signOut();
    } catch {
      // Offline or already expired: the local session is cleared below either way.
    } finally {
      clearLocalSession();
      queryClient.clear();
      setBusy(false);
      navigate('/');
    }
  }

  return { logout, busy };
}
