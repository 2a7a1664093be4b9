import { useState } from 'react';
import { useTelemetrySummary } from '../api/get-telemetry-summary.ts';
import { LazyDailyChart, RangeToggle } from './lazy-chart.tsx';
import { formatDate, LoadError, Panel } from './panel.tsx';

const SERIES = [
  { key: 'pageviews', label: 'Page views', color: '#c4b5fd' },
  { key: 'errors', label: 'Client errors', color: '#fca5a5' },
];

/** First-party telemetry: page views and browser errors per day, and the most frequent errors. */
export function TelemetryCard() {
  const [days, setDays] = useState<30 | 90>(30);
  const { data, isError } = useTelemetrySummary(days);
  const errors = data?.days.reduce((n, d) => n + d.errors, 0) ?? 0;
  return (
    <Panel title="Browser health" actions={<RangeToggle days={days} onChange={setDays} />}>
      {isError && <LoadError what="telemetry" />}
      {data && (
        <>
          <p className="mb-2 text-sm text-slate-300" data-testid="client-error-total">{`${errors} client errors in ${days} days`}</p>
          <LazyDailyChart data={data.days} series={SERIES} label={`Page views and client errors over ${days} days`} />
          <h3 className="mb-1 mt-4 text-sm font-medium text-slate-200">Top errors</h3>
          {data.topErrors.length === 0 ? (
            <p className="text-sm text-slate-400">No errors reported.</p>
          ) : (
            <ul className="space-y-1 text-sm" data-testid="top-errors">
              {data.topErrors.map((e) => (
                <li key={`${e.kind}:${e.message}`} className="flex gap-3 border-t border-night-700/60 pt-1 text-slate-300">
                  <span className="w-10 shrink-0 text-right tabular-nums text-slate-100">{e.count}</span>
                  <span className="min-w-0 flex-1 break-words">
                    <span className="mr-2 rounded bg-night-700 px-1.5 text-xs">{e.kind === 'error' ? 'error' : 'rejection'}</span>
                    {e.message}
                  </span>
                  <span className="shrink-0 text-xs text-slate-400">{formatDate(e.lastSeen)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}
