/** Spec section 8, registration: how server and transport errors are shown to the user. */
export const registrationTexts = {
  duplicate: 'This email is already registered. Please try logging in instead or use a different email.',
  credentials: 'Invalid email or password. Please check your credentials and try again.',
  network: 'Network error. Please check your connection and try again.',
  switchedTitle: 'Switched to Login Mode',
  switchedDescription: 'Please enter your password to sign in with this email.',
  failedTitle: 'Registration Failed',
  invalidFormat: (provider: string) => `Invalid response format from ${provider} API`,
  noUser: (provider: string) => `Registration failed - no valid user data returned from ${provider}`,
  httpFailure: (status: number, statusText: string) => `Registration failed: ${status} ${statusText}`,
} as const;

export interface ShownRegistrationError {
  message: string;
  /** The e-mail is taken: the modal switches to login after a pause. */
  duplicate: boolean;
}

export function toShownRegistrationError(raw: string): ShownRegistrationError {
  if (raw.includes('Email already exists')) return { message: registrationTexts.duplicate, duplicate: true };
  if (raw.includes('Invalid credentials') || raw.includes('Invalid email or password'))
    return { message: registrationTexts.credentials, duplicate: false };
  if (raw.includes('Network error') || raw.includes('fetch')) return { message: registrationTexts.network, duplicate: false };
  return { message: raw, duplicate: false };
}
