import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { RuntimeConfig } from '@luna/contracts';

let client: SupabaseClient | null = null;

/**
 * supabase-js, unmodified, pointed at the API's GoTrue-compatible /auth/v1. detectSessionInUrl
 * is off so the reset-password page reads the recovery hash itself (spec section 4).
 */
export function getSupabase(config: RuntimeConfig): SupabaseClient {
  client ??= createClient(config.auth.url, config.auth.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  });
  return client;
}

/** The current access token, refreshed by supabase-js when close to expiry. */
export async function accessToken(): Promise<string | null> {
  if (!client) return null;
  const { data } = await client.auth.getSession();
  return data.session?.access_token ?? null;
}

export function resetSupabaseForTests() {
  client = null;
}
