import { accountDisplayName, toPlan, type UserType } from '@luna/contracts';
import { setCurrentUser, type LocalUser } from '../../../lib/auth-store.ts';
import { storageKeys, writeJson } from '../../../lib/storage.ts';

export interface AccountProfile {
  id: string;
  email: string;
  fullName?: unknown;
  plan?: unknown;
  userType?: UserType;
  dailyMessageCount?: unknown;
  lastMessageDate?: unknown;
}

export function toLocalUser(p: AccountProfile): LocalUser {
  return {
    id: p.id,
    name: accountDisplayName(typeof p.fullName === 'string' ? p.fullName : null, p.email),
    email: p.email,
    plan: toPlan(p.plan),
    userType: p.userType ?? 'user',
    dailyMessageCount: typeof p.dailyMessageCount === 'number' ? p.dailyMessageCount : 0,
    lastMessageDate: typeof p.lastMessageDate === 'string' ? p.lastMessageDate : null,
  };
}

/** The session fields worth keeping under the 'session' key. Tokens stay with supabase-js only. */
export interface StoredSessionInfo {
  userId: string;
  email: string;
  expiresAt: number | null;
}

/**
 * Spec sections 3-4: signing in replaces the previous local user, chat session and chat
 * messages. The visitor count is carried into the daily count by the server (from its own
 * visitor cookie), so the client only forgets its copy.
 */
function clearPreviousLocalData() {
  for (const key of [storageKeys.user, storageKeys.currentSessionId, storageKeys.chatMessages, storageKeys.unregisteredCount, storageKeys.admin]) {
    localStorage.removeItem(key);
  }
}

function storeSessionInfo(info: StoredSessionInfo) {
  writeJson(storageKeys.session, info);
}

export function startUserSession(user: LocalUser, expiresAt: number | null, { registered = false } = {}) {
  clearPreviousLocalData();
  storeSessionInfo({ userId: user.id, email: user.email, expiresAt });
  if (registered) localStorage.setItem(storageKeys.lastRegistration, String(Date.now()));
  setCurrentUser(user);
}

/** The admin record of spec section 3; the admin session flag lives under the 'admin' key. */
export function startAdminSession(admin: { id: string; email: string }, expiresAt: number | null) {
  clearPreviousLocalData();
  setCurrentUser(null);
  storeSessionInfo({ userId: admin.id, email: admin.email, expiresAt });
  writeJson(storageKeys.admin, { id: admin.id, email: admin.email, userType: 'admin' });
}
