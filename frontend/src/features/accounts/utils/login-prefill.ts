/**
 * An e-mail handed from one account modal to the next (registration -> login on a duplicate,
 * login -> forgot password). The dialog store carries names only, so this small slot carries
 * the address; the receiving form reads it for its initial state and then clears it.
 */
let pending = '';

export function setEmailPrefill(email: string) {
  pending = email;
}

export function peekEmailPrefill(): string {
  return pending;
}

export function clearEmailPrefill() {
  pending = '';
}
