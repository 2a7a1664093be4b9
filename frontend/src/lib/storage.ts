/** Browser-storage keys of spec section 3; one place so logout can clear them all. */
export const storageKeys = {
  user: 'luna_user',
  currentSessionId: 'luna_current_session_id',
  chatMessages: 'luna_chat_messages',
  unregisteredCount: 'luna_unregistered_message_count',
  lastRegistration: 'luna_last_registration',
  session: 'luna_session',
  admin: 'luna_admin',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}

/** Logout: clears all local and session storage (spec section 4). */
export function clearAllStorage() {
  localStorage.clear();
  sessionStorage.clear();
}
