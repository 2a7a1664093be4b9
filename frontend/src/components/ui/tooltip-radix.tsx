import { Tooltip as RadixTooltip } from 'radix-ui';
import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec section 9: tooltips open after 700 ms, and without delay for 300 ms after one closes. */
const DELAY_MS = 700;
const SKIP_DELAY_MS = 300;

/*
 * Each tooltip has its own provider (one around the whole app would put this module before the
 * first paint), so the skip window the shared provider kept is kept here: when any tooltip
 * closes, every tooltip opens at once until the window ends.
 */
let skipping = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
function setSkipping(value: boolean) {
  skipping = value;
  for (const l of listeners) l();
}
function closed() {
  clearTimeout(timer);
  setSkipping(true);
  timer = setTimeout(() => setSkipping(false), SKIP_DELAY_MS);
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Radix tooltip itself, loaded after the first paint (tooltip.tsx). */
export default function RadixTip({ content, children }: { content: ReactNode; children: ReactNode }) {
  const skip = useSyncExternalStore(subscribe, () => skipping);
  return (
    <RadixTooltip.Provider delayDuration={skip ? 0 : DELAY_MS}>
      <RadixTooltip.Root onOpenChange={(open) => !open && closed()}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content sideOffset={6} className="z-50 rounded-md bg-night-700 px-2 py-1 text-xs text-slate-100 shadow">
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
