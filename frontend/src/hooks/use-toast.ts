import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec section 9: at most 3 toasts; a dismissed toast is removed 5000 ms later. */
export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /**
   * What the toast is about ('registration', 'payment'...). One toast per topic: a new one
   * replaces the last, so a 'Payment Failed' never sits over the success that followed it, and
   * `dismissTopic` clears a validation toast once its problem is fixed (issue 13).
   */
  topic?: string;
  open: boolean;
}

type Listener = () => void;
let toasts: ToastData[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function emit(next: ToastData[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

export function dismissToast(...only: string[]) {
  const ids = only.length ? only : toasts.map((t) => t.id);
  ids.forEach(scheduleRemoval);
  emit(toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
}

/** Takes a topic's toasts off screen at once (they are replaced or no longer true). */
function withoutTopic(list: ToastData[], topic: string | undefined): ToastData[] {
  if (!topic) return list;
  for (const t of list.filter((x) => x.topic === topic)) {
    clearTimeout(removalTimers.get(t.id));
    removalTimers.delete(t.id);
  }
  return list.filter((t) => t.topic !== topic);
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++nextId);
  emit([{ ...input, id, open: true }, ...withoutTopic(toasts, input.topic)].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses the open toasts about `topic` (the problem they reported is fixed). */
export function dismissTopic(topic: string) {
  const open = toasts.filter((t) => t.topic === topic && t.open);
  if (open.length) dismissToast(...open.map((t) => t.id));
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
  );
}

/** The current list, including dismissed toasts still waiting for removal. */
export function currentToasts(): readonly ToastData[] {
  return toasts;
}

export function resetToastsForTests() {
  removalTimers.forEach(clearTimeout);
  removalTimers.clear();
  emit([]);
}
