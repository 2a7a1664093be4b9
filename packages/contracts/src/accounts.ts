import { z } from 'zod';

/**
 * Account rules from spec section 5, shared by the registration modal and the server so that
 * both say exactly the same thing. Order matters: the first failing rule is the one reported.
 */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';
export const COUNTRY_CODES = ['+1', '+44', '+33', '+49'] as const;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const RESET_PASSWORD_MIN = 6;

export const accountMessages = {
  required: 'Please fill all required fields',
  phoneDigits: 'Phone number should contain only digits',
  phoneLength: 'Phone number should be between 7-15 digits',
  nameFormat: 'Name should only contain letters, spaces, hyphens, apostrophes, and periods',
  nameTooLong: `Name should be at most ${NAME_MAX} characters`,
  nameWarning: 'Numbers and special characters are not allowed in names',
  email: 'Please enter a valid email address with a proper domain (e.g., name@example.com)',
  password: 'Password must be at least 8 characters with uppercase, lowercase, digit, and special character',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters`,
  terms: 'Please accept the Terms of Use and confirm you are 18 or older',
  countryCode: 'Please choose a country code',
  state: 'Please choose a US state',
  loginRequired: 'Please fill in all required fields',
  forgotRequired: 'Please enter your email address',
} as const;

/** Toast titles the registration modal shows for each failing rule (spec section 8). */
export const registrationToastTitles = {
  required: 'Missing Information',
  phoneDigits: 'Invalid Phone Number',
  phoneLength: 'Invalid Phone Number',
  nameFormat: 'Invalid Name Format',
  nameTooLong: 'Invalid Name Format',
  email: 'Invalid Email Format',
  password: 'Weak Password',
  passwordTooLong: 'Weak Password',
  terms: 'Missing Information',
  countryCode: 'Invalid Phone Number',
  state: 'Missing Information',
} as const;
export type RegistrationRule = keyof typeof registrationToastTitles;

const NAME_PATTERN = /^[\p{L}\s'.-]+$/u;
/** A local part, an @, and a domain with at least one dot and a 2+ letter top-level label. */
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const SPECIAL_PATTERN = /[!@#$%^&*(),.?":{}|<>]/;

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && SPECIAL_PATTERN.test(password);
}

/** The live checklist under the password field. */
export function passwordChecklist(password: string) {
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One number', met: /\d/.test(password) },
    { label: `One special character (${PASSWORD_SPECIALS})`, met: SPECIAL_PATTERN.test(password) },
  ];
}

/** What the name input keeps while typing: letters, spaces, hyphens, apostrophes, periods. */
export function sanitizeNameInput(value: string): { value: string; stripped: boolean } {
  const kept = value.replace(/[^\p{L}\s'.-]/gu, '');
  return { value: kept, stripped: kept !== value };
}

/** What the phone input keeps while typing: digits only, at most 15. */
export function sanitizePhoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 15);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface RegistrationFields {
  full_name: string;
  email: string;
  password: string;
  phone: string;
  country_code: string;
  state: string;
  terms_accepted: boolean;
}

export interface RuleFailure {
  rule: RegistrationRule;
  message: string;
  toastTitle: string;
}

/** Spec section 5, in order. Returns the first failing rule, or null when the form is valid. */
export function validateRegistration(f: RegistrationFields, stateCodes?: readonly string[]): RuleFailure | null {
  const fail = (rule: RegistrationRule): RuleFailure => ({
    rule,
    message: accountMessages[rule],
    toastTitle: registrationToastTitles[rule],
  });
  const name = f.full_name.trim();
  const email = normalizeEmail(f.email);
  if (!name || !email || !f.password || !f.phone || !f.state) return fail('required');
  if (!/^\d+$/.test(f.phone)) return fail('phoneDigits');
  if (f.phone.length < 7 || f.phone.length > 15) return fail('phoneLength');
  if (!NAME_PATTERN.test(name)) return fail('nameFormat');
  if (name.length > NAME_MAX) return fail('nameTooLong');
  if (!isValidEmail(email)) return fail('email');
  if (f.password.length > PASSWORD_MAX) return fail('passwordTooLong');
  if (!isStrongPassword(f.password)) return fail('password');
  if (!(COUNTRY_CODES as readonly string[]).includes(f.country_code)) return fail('countryCode');
  if (stateCodes && !stateCodes.includes(f.state)) return fail('state');
  if (f.terms_accepted !== true) return fail('terms');
  return null;
}

/**
 * The registration workflow body (spec section 3, "Registration payload"), plus the Terms
 * consent. Types are checked here; the rules above run after, so their messages win.
 * Unknown fields are refused. user_type/plan may only carry the values the server would set.
 */
export const registrationPayloadSchema = z.strictObject({
  email: z.string().max(1000),
  password: z.string().max(1000),
  full_name: z.string().max(10_000),
  phone: z.string().max(1000),
  country_code: z.string().max(10).default('+1'),
  state: z.string().max(100),
  terms_accepted: z.boolean().default(false),
  user_type: z.literal('user').optional(),
  plan: z.literal('free').optional(),
  daily_message_count: z.literal(0).optional(),
  last_message_date: z.null().optional(),
});
export type RegistrationPayload = z.infer<typeof registrationPayloadSchema>;

export const loginPayloadSchema = z.strictObject({
  email: z.string().max(1000),
  password: z.string().max(1000),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const forgotPasswordPayloadSchema = z.strictObject({
  email: z.string().max(1000),
  redirectTo: z.string().max(2000).optional(),
});
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayloadSchema>;

/** Reset-password screen rules (spec section 5), in order. */
export function validateResetPassword(password: string, confirm: string) {
  if (!password || !confirm) return { title: 'Missing fields', description: 'Please fill in both password fields' };
  if (password !== confirm) return { title: "Passwords don't match", description: 'Please make sure both passwords are identical' };
  if (password.length < RESET_PASSWORD_MIN) return { title: 'Password too short', description: 'Password must be at least 6 characters long' };
  // The server applies the registration rules to every new password (issue 14); say so here first.
  if (!isStrongPassword(password)) return { title: registrationToastTitles.password, description: accountMessages.password };
  return null;
}
