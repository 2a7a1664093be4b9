import { readJson, storageKeys, writeJson } from '../../../lib/storage.ts';
import type { UiMessage } from './chat-message.ts';

/** The current session id and its messages live in the spec's storage keys so a reload restores them. */
export function readSessionId(): string | null {
  return localStorage.getItem(storageKeys.currentSessionId) || null;
}

export function writeSessionId(id: string | null) {
  if (id) localStorage.setItem(storageKeys.currentSessionId, id);
  else localStorage.removeItem(storageKeys.currentSessionId);
}

export function readStoredMessages(): UiMessage[] {
  const stored = readJson<unknown>(storageKeys.chatMessages);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (m): m is UiMessage => !!m && typeof m === 'object' && typeof m.message === 'string' && (m.sender === 'user' || m.sender === 'ai'),
  );
}

export function writeStoredMessages(messages: readonly UiMessage[]) {
  // The greeting is rebuilt on load, and a half-streamed reply would be a misleading record.
  writeJson(
    storageKeys.chatMessages,
    messages.filter((m) => m.id !== 'greeting' && !m.streaming),
  );
}

/**
 * Visitor count (spec section 4): 0, then 1 after the first message; a stored count of 2 or
 * more resets to 0 on load.
 */
export function loadVisitorCount(): number {
  const count = Number(localStorage.getItem(storageKeys.unregisteredCount) ?? 0) || 0;
  if (count >= 2) {
    localStorage.setItem(storageKeys.unregisteredCount, '0');
    return 0;
  }
  return count;
}

export function saveVisitorCount(count: number) {
  localStorage.setItem(storageKeys.unregisteredCount, String(count));
}
