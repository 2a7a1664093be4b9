import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { toast } from '../hooks/use-toast.ts';
import { getStoredAdmin } from '../lib/admin-session.ts';
import { clearLocalSession, getCurrentUser } from '../lib/auth-store.ts';
import { useRuntimeConfig } from '../lib/runtime-config.tsx';
import { withinRegistrationGrace } from '../lib/registration-grace.ts';
import { onSessionEnded } from '../lib/session-ended.ts';
import { getSupabase } from '../lib/supabase.ts';
import { recordPageView } from '../lib/telemetry.ts';

/**
 * App-wide reactions that belong to no one page:
 * - a page view per route change (the first is counted at app start, see main.tsx);
 * - when the API says the session has ended (a 401 to a request with a token), the browser
 *   signs out at once: local state cleared, home, a calm note. This is how a disabled account
 *   or a password changed elsewhere leaves this tab. Not in the 5 seconds after registering
 *   (lib/registration-grace.ts).
 */
export function AppWatchers() {
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const config = useRuntimeConfig();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    recordPageView(location);
  }, [location]);

  useEffect(() => {
    let ending = false;
    onSessionEnded(() => {
      if (ending || (!getCurrentUser() && !getStoredAdmin())) return;
      // A brand-new account's first requests can race its creation: not a sign-out (spec 7's grace check).
      if (withinRegistrationGrace()) return;
      ending = true;
      // Local only: the server already ended the session.
      void getSupabase(config)
        .then((supabase) => supabase.auth.signOut({ scope: 'local' }))
        .catch(() => undefined)
        .finally(() => {
          clearLocalSession();
          queryClient.clear();
          navigate('/');
          toast({ title: 'Signed out', description: 'Your session has ended. Please log in again.' });
          ending = false;
        });
    });
    return () => onSessionEnded(null);
  }, [config, navigate, queryClient]);

  return null;
}
