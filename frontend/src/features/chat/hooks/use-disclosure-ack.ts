import { useState } from 'react';

/**
 * First use: the "you are talking to an AI" notice stays until the visitor acknowledges it once
 * (CA SB 243, NY GBL 1702, UT HB 452; docs/notes/safety-and-compliance.md 3.11). Logout clears storage,
 * so it shows again for the next person on a shared device.
 */
export const DISCLOSURE_ACK_KEY = 'luna_ai_disclosure_ack';

export function useDisclosureAck() {
  const [acknowledged, setAcknowledged] = useState(() => !!localStorage.getItem(DISCLOSURE_ACK_KEY));
  const acknowledge = () => {
    localStorage.setItem(DISCLOSURE_ACK_KEY, new Date().toISOString());
    setAcknowledged(true);
  };
  return { acknowledged, acknowledge };
}
