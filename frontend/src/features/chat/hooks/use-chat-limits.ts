import { useCallback, useState } from 'react';
import { FREE_DAILY_MESSAGES, VISITOR_MESSAGES } from '@luna/contracts';
import type { LocalUser } from '../../../lib/auth-store.ts';
import { useUserStatus } from '../api/get-user-status.ts';
import { loadVisitorCount, saveVisitorCount } from '../lib/conversation-storage.ts';

export type LimitPrompt = 'signup' | 'upgrade' | null;

export interface ChatLimits {
  /** 'pro' has no counter. */
  kind: 'visitor' | 'free' | 'pro';
  /** Free users: messages left today and the daily limit (before the limit is reached). */
  remaining: number | null;
  limit: number | null;
  /** Free users: when the count resets (the person's own midnight, from the server). */
  resetsAt: string | null;
  /** Which prompt to show: the limit was reached here, or the server answered 402. */
  prompt: LimitPrompt;
  showPrompt: (prompt: Exclude<LimitPrompt, null>) => void;
  /** Call after a reply arrived. */
  onSent: () => void;
}

function todayCount(user: LocalUser): number {
  const today = new Date().toISOString().slice(0, 10);
  // Spec section 4: the daily count resets to 0 when the last message date is not today.
  return user.lastMessageDate?.slice(0, 10) === today ? user.dailyMessageCount : 0;
}

/**
 * Visitors get 1 message, free users 4 a day, Pro is unlimited (spec sections 6 and 9). The
 * server enforces every limit; this only decides what to show before it has to say no.
 */
export function useChatLimits(user: LocalUser | null): ChatLimits {
  const [visitorCount, setVisitorCount] = useState(loadVisitorCount);
  const [serverPrompt, setServerPrompt] = useState<LimitPrompt>(null);
  const isFree = !!user && user.plan !== 'pro';
  const status = useUserStatus(user?.id ?? null, isFree);

  const onSent = useCallback(() => {
    setServerPrompt(null);
    if (!user) {
      setVisitorCount(VISITOR_MESSAGES);
      saveVisitorCount(VISITOR_MESSAGES);
    }
  }, [user]);

  if (!user) {
    const prompt = serverPrompt ?? (visitorCount >= VISITOR_MESSAGES ? 'signup' : null);
    return { kind: 'visitor', remaining: null, limit: null, resetsAt: null, prompt, showPrompt: setServerPrompt, onSent };
  }
  const data = status.data;
  if (!isFree || data?.plan === 'pro') {
    return { kind: 'pro', remaining: null, limit: null, resetsAt: null, prompt: null, showPrompt: setServerPrompt, onSent };
  }
  const limit = data?.limit ?? FREE_DAILY_MESSAGES;
  const remaining = data?.remaining ?? Math.max(0, limit - todayCount(user));
  // Blocked when the server says canSendMessage is false, or by fallback when the count is 4 or more.
  const blocked = data ? !data.canSendMessage : todayCount(user) >= FREE_DAILY_MESSAGES;
  const resetsAt = data?.resetsAt ?? null;
  return { kind: 'free', remaining, limit, resetsAt, prompt: serverPrompt ?? (blocked ? 'upgrade' : null), showPrompt: setServerPrompt, onSent };
}
