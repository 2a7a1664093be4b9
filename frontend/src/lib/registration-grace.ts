import { storageKeys } from './storage.ts';

/** Spec section 7: "Registration grace check 5 seconds". */
export const REGISTRATION_GRACE_MS = 5000;

/**
 * True for the first 5 seconds after this browser registered an account (the timestamp the
 * registration writes, spec section 3). In that window the account is still settling: behind a
 * workflow engine its row and its first token can reach the API a moment apart, so a 401 or a
 * missing user then means "not yet", not "signed out", and is not acted on.
 */
export function withinRegistrationGrace(now = Date.now()): boolean {
  const at = Number(localStorage.getItem(storageKeys.lastRegistration));
  return Number.isFinite(at) && at > 0 && now - at >= 0 && now - at < REGISTRATION_GRACE_MS;
}
