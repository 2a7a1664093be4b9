import { useSyncExternalStore } from 'react';

/**
 * Which app-level modal is open. Features ask for a modal by name instead of importing each
 * other; app/app-dialogs.tsx renders the feature component that owns each name.
 */
export type DialogName =
  'register' | 'login' | 'forgot-password' | 'upgrade' | 'billing' | 'crisis' | 'personality' | 'memories' | 'your-data' | 'delete-account' | null;

let current: DialogName = null;
const listeners = new Set<() => void>();

export function openDialog(name: DialogName) {
  current = name;
  listeners.forEach((l) => l());
}

export function closeDialog() {
  openDialog(null);
}

export function useOpenDialog(): DialogName {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
