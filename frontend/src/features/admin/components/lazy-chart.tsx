import { lazy, Suspense, type ComponentProps } from 'react';

// recharts loads only when an admin opens a chart (React.lazy): never in the chat's bundle.
const DailyChart = lazy(() => import('./daily-chart.tsx'));

export function LazyDailyChart(props: ComponentProps<typeof DailyChart>) {
  return (
    <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-lg bg-night-800/60" aria-label="Loading chart" />}>
      <DailyChart {...props} />
    </Suspense>
  );
}

export function RangeToggle({ days, onChange }: { days: 30 | 90; onChange: (d: 30 | 90) => void }) {
  return (
    <div role="group" aria-label="Range" className="flex gap-1 rounded-lg border border-night-600 p-0.5 text-xs">
      {([30, 90] as const).map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={days === d}
          onClick={() => onChange(d)}
          className={`rounded-md px-2 py-1 ${days === d ? 'bg-moon-300 text-night-950' : 'text-slate-300 hover:bg-night-700'}`}
        >
          {`${d} days`}
        </button>
      ))}
    </div>
  );
}
