import { accountDisplayName, type AccountUser, type AuthUser, type LoginUser } from '@luna/contracts';
import type { DailyUsage, UserRow } from './auth-repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * user_metadata as supabase-js sees it: what the user may edit, then the profile columns, then
 * read-only mirrors of plan and user_type (spec section 6 reads user_type from account metadata;
 * the values come from the users table, never from anything the client wrote).
 */
export function userMetadata(u: UserRow): Record<string, unknown> {
  return {
    ...u.user_meta,
    full_name: u.full_name,
    phone: u.phone,
    country_code: u.country_code,
    state: u.state,
    email: u.email,
    email_verified: u.email_confirmed_at !== null,
    phone_verified: false,
    sub: u.id,
    plan: u.plan,
    user_type: u.user_type,
  };
}

export function appMetadata(u: UserRow) {
  return { provider: 'email' as const, providers: ['email'] as ['email'], plan: u.plan, user_type: u.user_type };
}

/** GoTrue's User object (auth-js lib/types.ts `User`). */
export function toAuthUser(u: UserRow): AuthUser {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: appMetadata(u),
    user_metadata: userMetadata(u),
    identities: [],
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
    is_anonymous: false,
  };
}

/** The local user of spec section 3. */
export function toAccountUser(u: UserRow, usage: DailyUsage): AccountUser {
  return {
    id: u.id,
    name: accountDisplayName(u.full_name, u.email),
    email: u.email,
    plan: u.plan,
    userType: u.user_type,
    dailyMessageCount: usage.count,
    lastMessageDate: usage.lastDate,
    subscription: null,
  };
}

/** The login workflow's user (spec section 3, "Login result"). */
export function toLoginUser(u: UserRow, usage: DailyUsage): LoginUser {
  return {
    id: u.id,
    email: u.email,
    user_metadata: {
      full_name: u.full_name,
      plan: u.plan,
      daily_message_count: usage.count,
      last_message_date: usage.lastDate,
      user_type: u.user_type,
    },
    app_metadata: { user_type: u.user_type, plan: u.plan },
    raw_user_meta_data: { user_type: u.user_type },
  };
}
