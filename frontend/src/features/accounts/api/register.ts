import { useMutation } from '@tanstack/react-query';
import { normalizeEmail, registrationResultReadSchema, type RuntimeConfig } from '@luna/contracts';
import { getSupabase } from '../../../lib/supabase.ts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { registrationTexts } from '../utils/registration-errors.ts';
import { toLocalUser } from '../utils/local-session.ts';
import { postWorkflow, workflowErrorMessage, workflowFailed } from './workflow-request.ts';

export interface RegistrationInput {
  fullName: string;
  email: string;
  password: string;
  phone: string;
  countryCode: string;
  state: string;
  termsAccepted: boolean;
}

export interface RegistrationOutcome {
  user: LocalUser;
  expiresAt: number | null;
}

/** POST /webhook/registration with the spec's payload, then hands the session to supabase-js. */
export async function registerAccount(config: RuntimeConfig, input: RegistrationInput): Promise<RegistrationOutcome> {
  const provider = config.productName;
  const reply = await postWorkflow(config.workflowBaseUrl, 'registration', {
    email: normalizeEmail(input.email),
    password: input.password,
    full_name: input.fullName.trim(),
    phone: input.phone,
    country_code: input.countryCode,
    state: input.state,
    terms_accepted: input.termsAccepted,
    user_type: 'user',
    plan: 'free',
    daily_message_count: 0,
    last_message_date: null,
  });
  const body = reply.body;
  if (!body) throw new Error(reply.ok ? registrationTexts.invalidFormat(provider) : registrationTexts.httpFailure(reply.status, reply.statusText));
  const serverMessage = workflowErrorMessage(body);
  if (workflowFailed(body) || !reply.ok) throw new Error(serverMessage ?? registrationTexts.httpFailure(reply.status, reply.statusText));

  const read = registrationResultReadSchema.safeParse(body.result ?? {});
  const result = read.success ? read.data : {};
  const authUser = result.authUser;
  const session = result.session;
  if (!authUser?.id || !authUser.email || !session?.access_token || !session.refresh_token) throw new Error(registrationTexts.noUser(provider));

  const { error } = await (await getSupabase(config)).auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
  if (error) throw new Error(error.message);

  const custom = result.customUser ?? {};
  const user = toLocalUser({
    id: authUser.id,
    email: authUser.email,
    fullName: authUser.user_metadata?.full_name ?? custom.name,
    plan: custom.plan,
    userType: custom.userType,
    dailyMessageCount: custom.dailyMessageCount,
    lastMessageDate: custom.lastMessageDate,
  });
  return { user, expiresAt: session.expires_at ?? null };
}

export function useRegister(config: RuntimeConfig) {
  return useMutation({ mutationFn: (input: RegistrationInput) => registerAccount(config, input) });
}
