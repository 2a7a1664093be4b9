import { lazy, Suspense, type ReactNode } from 'react';

const load = () => import('./tooltip-radix.tsx');
const RadixTip = lazy(load);
// Requested as soon as the app's script runs, beside the first render rather than after it, so the
// window in which a hover finds no tooltip yet is as short as it can be.
void load();

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
