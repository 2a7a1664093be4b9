import { useEffect, useState, useSyncExternalStore } from 'react';

export type RadixDialogParts = (typeof import('./radix-dialog.ts'))['RadixDialog'];

let loaded: RadixDialogParts | null = null;
let pending: Promise<RadixDialogParts | null> | null = null;
let importChunk = () => import('./radix-dialog.ts');
const listeners = new Set<() => void>();

/**
 * Requests Radix's dialog chunk (once, and again after a failed load); resolves null when it fails.
 * The first bundle of `/` leaves it out (docs/decisions/095); main.tsx requests it once the first
 * render has painted, and a dialog opening without it asks for it too.
 */
export function loadRadixDialog(): Promise<RadixDialogParts | null> {
  pending ??= importChunk().then(
    (chunk) => {
      loaded = chunk.RadixDialog;
      for (const listener of listeners) listener();
      return loaded;
    },
    () => {
      pending = null;
      return null;
    },
  );
  return pending;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: start again as if the chunk had not loaded, with another way to load it. */
export function resetRadixDialogForTests(load: typeof importChunk = () => import('./radix-dialog.ts')) {
  loaded = null;
  pending = null;
  importChunk = load;
}

/**
 * The Radix dialog to render this opening with, or null for the plain one (./plain-modal.tsx):
 * null while the chunk loads or after it failed, so a crisis notice or an error fallback opens at
 * once on any network. Decided as the dialog opens and kept until it closes: the chunk arriving
 * mid-opening never remounts what a person is typing. A failed chunk is requested again on the
 * next opening.
 */
export function useRadixDialog(open: boolean): RadixDialogParts | null {
  const current = useSyncExternalStore(subscribe, () => loaded);
  const [opening, setOpening] = useState<{ radix: RadixDialogParts | null } | null>(null);
  if (open && !opening) setOpening({ radix: current });
  if (!open && opening) setOpening(null);
  useEffect(() => {
    if (open && !current) void loadRadixDialog();
  }, [open, current]);
  return open && opening ? opening.radix : current;
}
