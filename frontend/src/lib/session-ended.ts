/**
 * When the API answers 401 to a request that carried a token, the session has ended on the
 * server (logout elsewhere, a password change, an administrator disabling the account). The app
 * registers one handler that signs the browser out; shared code only reports it.
 */
let handler: (() => void) | null = null;

export function onSessionEnded(fn: (() => void) | null) {
  handler = fn;
}

export function reportSessionEnded() {
  handler?.();
}
