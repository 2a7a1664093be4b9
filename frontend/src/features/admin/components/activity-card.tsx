import { useState } from 'react';
import { useAdminCharts } from '../api/get-admin-charts.ts';
import { LazyDailyChart, RangeToggle } from './lazy-chart.tsx';
import { LoadError, Panel } from './panel.tsx';

const SERIES = [
  { key: 'signups', label: 'Sign-ups', color: '#f5d68a' },
  { key: 'messages', label: 'Messages', color: '#7dd3fc' },
  { key: 'activeSubscriptions', label: 'Active subscriptions', color: '#86efac' },
];

/** Sign-ups, messages sent and subscriptions giving Pro, per UTC day. */
export function ActivityCard() {
  const [days, setDays] = useState<30 | 90>(30);
  const { data, isError } = useAdminCharts(days);
  return (
    <Panel title="Activity" actions={<RangeToggle days={days} onChange={setDays} />}>
      {isError ? (
        <LoadError what="activity" />
      ) : data ? (
        <LazyDailyChart data={data.days} series={SERIES} label={`Activity over ${days} days`} />
      ) : null}
    </Panel>
  );
}
