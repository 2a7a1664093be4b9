import { useSyncExternalStore } from 'react';

/**
 * First use: the "you are talking to an AI" notice stays until the visitor acknowledges it once
 * (CA SB 243, NY GBL 1702, UT HB 452; docs/notes/safety-and-compliance.md 3.11). Logout clears storage,
 * so it shows again for the next person on a shared device.
 */
export const DISCLOSURE_ACK_KEY = 'luna_ai_disclosure_ack';

const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const read = () => !!localStorage.getItem(DISCLOSURE_ACK_KEY);

/** Shared by every component that asks: the banner above the chat hides while the first-use notice shows. */
export function useDisclosureAck() {
  const acknowledged = useSyncExternalStore(subscribe, read);
  const acknowledge = () => {
    localStorage.setItem(DISCLOSURE_ACK_KEY, new Date().toISOString());
    listeners.forEach((l) => l());
  };
  return { acknowledged, acknowledge };
}
