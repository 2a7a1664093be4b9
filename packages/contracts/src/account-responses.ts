import { z } from 'zod';
import { subscriptionSchema } from './billing.ts';
// ---------------------------------------------------------------------------------------------
// Response shapes of the account endpoints (served by the API, read by the frontend).

const planSchema = z.enum(['free', 'pro']);
const userTypeSchema = z.enum(['user', 'admin']);

/** GoTrue's User object, as `GET /auth/v1/user` returns it and supabase-js stores it. */
export const authUserSchema = z.object({
  id: z.string(),
  aud: z.literal('authenticated'),
  role: z.literal('authenticated'),
  email: z.string(),
  email_confirmed_at: z.string().nullable(),
  phone: z.string(),
  confirmed_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  /** Server-owned: nothing the client sends can change plan or user_type. */
  app_metadata: z.object({
    provider: z.literal('email'),
    providers: z.array(z.string()),
    plan: planSchema,
    user_type: userTypeSchema,
  }),
  /** Client-editable profile data, plus read-only mirrors of plan and user_type for display. */
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
  is_anonymous: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GoTrue's Session object (spec section 3, "Auth session"). */
export const authSessionSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  expires_at: z.number().int(),
  refresh_token: z.string(),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

/** GoTrue's error body (both the 2024-01-01 and the legacy fields, which supabase-js reads). */
export const authErrorSchema = z.object({
  code: z.string(),
  error_code: z.string(),
  msg: z.string(),
  message: z.string(),
  weak_password: z.object({ reasons: z.array(z.string()) }).optional(),
});

/** The local user (spec section 3, "User (local)"). */
export const accountUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  plan: planSchema,
  userType: userTypeSchema,
  dailyMessageCount: z.number().int(),
  /** UTC day (YYYY-MM-DD) of the last message, or null. */
  lastMessageDate: z.string().nullable(),
  /** Filled by billing when it exists; this endpoint reports accounts only. */
  subscription: subscriptionSchema.nullable(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

export const userTypeResponseSchema = z.object({ userType: userTypeSchema, isAdmin: z.boolean() });
export type UserTypeResponse = z.infer<typeof userTypeResponseSchema>;

export const userDetailsResponseSchema = z.object({ success: z.literal(true), user: accountUserSchema });
export type UserDetailsResponse = z.infer<typeof userDetailsResponseSchema>;

/**
 * A failed account workflow (/webhook/registration|login|forgot-password): the message is in
 * message, result.message and result.error. Same shape as billing's workflow errors.
 */
export const accountWorkflowErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  result: z.object({ success: z.literal(false), message: z.string(), error: z.string() }),
});
export type AccountWorkflowError = z.infer<typeof accountWorkflowErrorSchema>;

const success = <T extends z.ZodRawShape>(result: T) =>
  z.object({
    status: z.literal('success'),
    message: z.string(),
    result: z.object({ success: z.literal(true), message: z.string(), ...result }),
  });

/** POST /webhook/registration (spec section 3, "Registration result"), plus a session to sign in with. */
export const registrationResponseSchema = success({
  authUser: z.object({
    id: z.string(),
    email: z.string(),
    user_metadata: z.object({ full_name: z.string() }),
  }),
  customUser: accountUserSchema,
  session: authSessionSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** The user of the login result (spec section 3, "Login result"). */
export const loginUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  user_metadata: z.object({
    full_name: z.string(),
    plan: planSchema,
    daily_message_count: z.number().int(),
    last_message_date: z.string().nullable(),
    user_type: userTypeSchema,
  }),
  app_metadata: z.object({ user_type: userTypeSchema, plan: planSchema }),
  raw_user_meta_data: z.object({ user_type: userTypeSchema }),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

export const loginResponseSchema = success({ user: loginUserSchema, session: authSessionSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordResponseSchema = success({});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** Spec section 3: the full name, else the part of the e-mail before the @ (also for the literal 'false'). */
export function accountDisplayName(fullName: string | null | undefined, email: string): string {
  const name = (fullName ?? '').trim();
  return name && name !== 'false' ? name : (email.split('@')[0] ?? email);
}

/*
 * How the browser reads a successful account workflow's `result`: every field optional, because
 * the spec's clients accept an operator's n8n workflow that reshapes it (spec section 7). The
 * browser checks what it needs (ids, tokens) itself; a field of the wrong type is still refused.
 */
const loose = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape).partial();
const sessionTokensSchema = loose({ access_token: z.string(), refresh_token: z.string(), expires_at: z.number() });

export const registrationResultReadSchema = loose({
  authUser: loose({ id: z.string(), email: z.string(), user_metadata: loose({ full_name: z.string() }) }),
  customUser: loose({
    name: z.string(),
    plan: z.string(),
    userType: userTypeSchema,
    dailyMessageCount: z.number(),
    lastMessageDate: z.string().nullable(),
  }),
  session: sessionTokensSchema,
});

export const loginResultReadSchema = loose({
  user: loose({
    id: z.string(),
    email: z.string(),
    user_metadata: loose({
      full_name: z.string(),
      plan: z.string(),
      daily_message_count: z.number(),
      last_message_date: z.string().nullable(),
      user_type: userTypeSchema,
    }),
    app_metadata: loose({ user_type: userTypeSchema, plan: z.string() }),
    raw_user_meta_data: loose({ user_type: userTypeSchema }),
  }),
  session: sessionTokensSchema,
});
