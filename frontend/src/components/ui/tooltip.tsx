import { lazy, Suspense, type ReactNode } from 'react';

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
