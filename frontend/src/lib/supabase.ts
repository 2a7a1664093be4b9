import type { SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@luna/contracts';

let client: Promise<SupabaseClient> | null = null;

/**
 * supabase-js, unmodified, pointed at the API's GoTrue-compatible /auth/v1. detectSessionInUrl
 * is off so the reset-password page reads the recovery hash itself (spec section 4).
 * Loaded on first use, not in the first bundle (about 60 kB gzip; issue 13's budget): main.tsx
 * starts it right after the first paint, so a stored session is refreshed as before.
 */
export function getSupabase(config: RuntimeConfig): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js').then(({ createClient }) =>
    createClient(config.auth.url, config.auth.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  );
  return client;
}

/** The current access token, refreshed by supabase-js when close to expiry. */
export async function accessToken(): Promise<string | null> {
  if (!client) return null;
  const { data } = await (await client).auth.getSession();
  return data.session?.access_token ?? null;
}

export function resetSupabaseForTests() {
  client = null;
}
