import {
  accountMessages,
  isStrongPassword,
  isValidEmail,
  normalizeEmail,
  PASSWORD_MAX,
  US_STATE_CODES,
  validateRegistration,
  type RuleFailure,
} from '@luna/contracts';
import { AuthFailure, authFailures } from './auth-errors.ts';
import type { NewUser } from './auth-repository.ts';

/** A sign-up as both adapters receive it: GoTrue's {email, password, data}. */
export interface SignupInput {
  email: string;
  password: string;
  data?: Record<string, unknown>;
}

/** Profile fields that live in their own columns. */
const PROFILE_KEYS = ['full_name', 'phone', 'country_code', 'state'] as const;
/** Keys only the server decides; silently dropped from anything a client sends as metadata. */
const SERVER_OWNED = new Set([
  'plan',
  'user_type',
  'daily_message_count',
  'last_message_date',
  'email',
  'email_verified',
  'phone_verified',
  'sub',
  'role',
  'terms_accepted',
  'terms_accepted_at',
]);
const META_MAX_CHARS = 8192;
const META_MAX_KEYS = 50;

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function toFailure(f: RuleFailure, password: string): AuthFailure {
  if (f.rule === 'password') return authFailures.weakPassword(f.message, [password.length < 8 ? 'length' : 'characters']);
  return authFailures.validation(f.message);
}

/** Free-form user_metadata: what is neither a profile column (checked by its own rule) nor server-owned. */
function extraMetadata(data: Record<string, unknown>): Record<string, unknown> {
  const extra = Object.fromEntries(Object.entries(data).filter(([k]) => !SERVER_OWNED.has(k) && !(PROFILE_KEYS as readonly string[]).includes(k)));
  if (Object.keys(extra).length > META_MAX_KEYS || JSON.stringify(extra).length > META_MAX_CHARS)
    throw authFailures.validation('Profile data is too large.');
  return extra;
}

/**
 * Spec section 5, with the shared rules and messages. With registration fields present this is
 * exactly the form's validation; a bare {email, password[, full_name]} sign-up still needs a
 * valid address, a strong password, a valid name if given, and the Terms (which include the 18+
 * confirmation).
 */
export function checkRegistration(input: SignupInput): Omit<NewUser, 'passwordHash'> {
  const data = input.data ?? {};
  const userMeta = extraMetadata(data);
  const email = normalizeEmail(input.email);
  const termsAccepted = data.terms_accepted === true;
  // The registration form's own fields (phone, state) mean "this is the form": all its rules apply.
  if (data.phone !== undefined || data.state !== undefined || data.country_code !== undefined) {
    const failure = validateRegistration(
      {
        full_name: str(data.full_name),
        email: input.email,
        password: input.password,
        phone: str(data.phone),
        country_code: data.country_code === undefined ? '+1' : str(data.country_code),
        state: str(data.state),
        terms_accepted: termsAccepted,
      },
      US_STATE_CODES,
    );
    if (failure) throw toFailure(failure, input.password);
  } else {
    if (!email || !input.password) throw authFailures.validation(accountMessages.required);
    if (!isValidEmail(email)) throw authFailures.validation(accountMessages.email);
    if (input.password.length > PASSWORD_MAX) throw authFailures.validation(accountMessages.passwordTooLong);
    if (!isStrongPassword(input.password))
      throw authFailures.weakPassword(accountMessages.password, [input.password.length < 8 ? 'length' : 'characters']);
    if (data.full_name !== undefined) checkProfileData({ full_name: data.full_name });
    if (!termsAccepted) throw authFailures.validation(accountMessages.terms);
  }
  return {
    email,
    fullName: str(data.full_name).trim(),
    phone: str(data.phone),
    countryCode: data.country_code === undefined ? '+1' : str(data.country_code),
    state: str(data.state),
    userMeta,
    termsAccepted: true,
  };
}

/**
 * PUT /user {data}: profile columns are checked with the registration rules (each changed field
 * against a known-valid baseline, so the messages are the form's own); other keys merge into
 * user_metadata; server-owned keys are dropped.
 */
export function checkProfileData(data: Record<string, unknown>) {
  const userMeta = extraMetadata(data);
  const given = (k: (typeof PROFILE_KEYS)[number]) => (data[k] === undefined ? undefined : str(data[k]));
  const profile = {
    fullName: given('full_name')?.trim(),
    phone: given('phone'),
    countryCode: given('country_code'),
    state: given('state'),
  };
  const failure = validateRegistration(
    {
      full_name: profile.fullName ?? 'Valid Name',
      email: 'baseline@example.com',
      password: 'Baseline1!',
      phone: profile.phone ?? '5555555',
      country_code: profile.countryCode ?? '+1',
      state: profile.state ?? 'CA',
      terms_accepted: true,
    },
    US_STATE_CODES,
  );
  if (failure) throw authFailures.validation(failure.message);
  return { ...profile, userMeta };
}
