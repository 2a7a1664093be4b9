import { lazy, Suspense, type ReactNode } from 'react';

// Requested by the first render that shows a tooltip (the chat home's icon buttons), beside it.
// Not as the app's script runs: then its chunks, and the Radix pieces it shares with the dialog
// since those left the first bundle, would share the phone's connection with GET /api/config,
// which the first paint waits for (docs/decisions/095).
const RadixTip = lazy(() => import('./tooltip-radix.tsx'));

/**
 * A tooltip on any focusable trigger (700 ms; at once just after another closed). The Radix
 * tooltip (and the positioning library under it) loads after the first paint: until then the
 * trigger renders alone, so `/` ships less script before it can paint (issue 13).
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <RadixTip content={content}>{children}</RadixTip>
    </Suspense>
  );
}
