/**
 * An e-mail handed from one account modal to the next (registration -> login on a duplicate,
 * login -> forgot password). The dialog store carries names only, so this small slot carries
 * the address; the receiving modal takes it once when it opens.
 */
let pending = '';

export function setEmailPrefill(email: string) {
  pending = email;
}

export function takeEmailPrefill(): string {
  const value = pending;
  pending = '';
  return value;
}
