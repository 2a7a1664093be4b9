import { useSyncExternalStore } from 'react';
import type { Plan, UserType } from '@luna/contracts';
import { clearAllStorage, readJson, storageKeys, writeJson } from './storage.ts';
import { accessToken } from './supabase.ts';

/** The local user (spec section 3), kept under the 'user' storage key and shared by features. */
export interface LocalUser {
  id: string;
  name: string;
  email: string;
  plan: Plan;
  userType: UserType;
  dailyMessageCount: number;
  lastMessageDate: string | null;
}

const listeners = new Set<() => void>();
let cached: LocalUser | null | undefined;

function read(): LocalUser | null {
  if (cached === undefined) cached = readJson<LocalUser>(storageKeys.user);
  return cached;
}

function notify() {
  listeners.forEach((l) => l());
}

export function setCurrentUser(user: LocalUser | null) {
  cached = user;
  if (user) writeJson(storageKeys.user, user);
  else localStorage.removeItem(storageKeys.user);
  notify();
}

export function updateCurrentUser(patch: Partial<LocalUser>) {
  const user = read();
  if (user) setCurrentUser({ ...user, ...patch });
}

export function getCurrentUser(): LocalUser | null {
  return read();
}

export function useCurrentUser(): LocalUser | null {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
}

/** Storage was cleared elsewhere (logout in another tab, tests): forget the cached user. */
export function resetAuthStore() {
  cached = undefined;
  notify();
}

export { accessToken };

/** Spec section 4 logout: clears all local and session storage and resets state. */
export function clearLocalSession() {
  clearAllStorage();
  resetAuthStore();
}
