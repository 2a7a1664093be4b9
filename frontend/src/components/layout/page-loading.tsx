import { MoonMark } from './moon-mark.tsx';

/** Shown while a lazily loaded page arrives: the moon, and a polite status for screen readers. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-full flex-col items-center justify-center gap-3 p-6 text-slate-300">
      <MoonMark className="moon-glow h-12 w-12 animate-pulse" />
      <span className="text-sm">Loading...</span>
    </div>
  );
}
