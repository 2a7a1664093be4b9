import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/** A tooltip on any focusable trigger; timing comes from the provider (700/300 ms). */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content sideOffset={6} className="z-50 rounded-md bg-night-700 px-2 py-1 text-xs text-slate-100 shadow">
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
