import { useMutation } from '@tanstack/react-query';
import { loginResultReadSchema, normalizeEmail, type RuntimeConfig } from '@luna/contracts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { getSupabase } from '../../../lib/supabase.ts';
import { toLocalUser } from '../utils/local-session.ts';
import { lookupIsAdmin } from './get-user-type.ts';
import { postWorkflow, workflowErrorMessage, workflowFailed } from './workflow-request.ts';

/** Spec section 8, login. */
export const loginTexts = {
  failedTitle: 'Login Failed',
  fallback: 'Invalid email or password',
  invalidFormat: 'Invalid response format',
  failed: 'Login failed',
  network: 'Network error. Please check your connection and try again.',
} as const;

export interface LoginOutcome {
  user: LocalUser;
  isAdmin: boolean;
  expiresAt: number | null;
}

/** POST /webhook/login, then the session goes to supabase-js and the user type is settled. */
export async function loginAccount(config: RuntimeConfig, email: string, password: string): Promise<LoginOutcome> {
  const reply = await postWorkflow(config.workflowBaseUrl, 'login', { email: normalizeEmail(email), password });
  const body = reply.body;
  if (!body) throw new Error(reply.ok ? loginTexts.invalidFormat : loginTexts.failed);
  if (workflowFailed(body) || !reply.ok) throw new Error(workflowErrorMessage(body) ?? loginTexts.fallback);

  const read = loginResultReadSchema.safeParse(body.result ?? {});
  const result = read.success ? read.data : undefined;
  const user = result?.user;
  const session = result?.session;
  if (!user?.id || !user.email || !session?.access_token || !session.refresh_token) throw new Error(loginTexts.failed);

  const { error } = await (await getSupabase(config)).auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  if (error) throw new Error(error.message);

  const meta = user.user_metadata ?? {};
  const reported = user.app_metadata?.user_type ?? meta.user_type ?? user.raw_user_meta_data?.user_type;
  // Spec section 4: a missing or 'user' type is looked up separately (failure = non-admin).
  const isAdmin = reported === 'admin' || (await lookupIsAdmin(user.email));
  const local = toLocalUser({
    id: user.id,
    email: user.email,
    fullName: meta.full_name,
    plan: user.app_metadata?.plan ?? meta.plan,
    userType: isAdmin ? 'admin' : 'user',
    dailyMessageCount: meta.daily_message_count,
    lastMessageDate: meta.last_message_date,
  });
  return { user: local, isAdmin, expiresAt: session.expires_at ?? null };
}

export function useLogin(config: RuntimeConfig) {
  return useMutation({ mutationFn: ({ email, password }: { email: string; password: string }) => loginAccount(config, email, password) });
}
