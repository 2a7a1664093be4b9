import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button.tsx';
import { downloadSafetyCsv, useSafetyReport } from '../api/get-safety-report.ts';
import { LoadError, Panel } from './panel.tsx';

/**
 * How often the crisis net fired, per month by tier and category: counts only, from a log
 * that holds no content and no user. The CSV is shaped for California SB 243's annual report.
 */
export function SafetyReportCard() {
  const { data, isError } = useSafetyReport();
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    downloadSafetyCsv().catch(() => setFailed(true));
  };
  return (
    <Panel
      title="Safety report"
      actions={
        <Button variant="secondary" size="sm" onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download CSV (SB 243)
        </Button>
      }
    >
      <p className="mb-3 text-sm text-slate-300">
        Crisis referral notifications are replies at tier passive or above. The protocol is public on the{' '}
        <Link href="/safety" className="text-moon-300 underline-offset-4 hover:underline">
          safety protocol page
        </Link>
        .
      </p>
      {failed && (
        <p role="alert" className="mb-2 text-sm text-red-300">
          The CSV could not be downloaded. Please try again.
        </p>
      )}
      {isError && <LoadError what="the safety report" />}
      {data && (
        <div className="grid gap-4 md:grid-cols-2">
          <table className="text-left text-sm" aria-label="Crisis referrals per year">
            <thead className="text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1">Year</th>
                <th className="py-1">Crisis referrals</th>
                <th className="py-1">Supportive replies with resources</th>
              </tr>
            </thead>
            <tbody>
              {data.referralsByYear.map((y) => (
                <tr key={y.year} className="border-t border-night-700/60 text-slate-200">
                  <td className="py-1">{y.year}</td>
                  <td className="py-1 tabular-nums">{y.referrals}</td>
                  <td className="py-1 tabular-nums">{y.distress}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="text-left text-sm" aria-label="Crisis-net events per month">
            <thead className="text-xs uppercase text-slate-400">
              <tr>
                <th className="py-1">Month</th>
                <th className="py-1">Tier</th>
                <th className="py-1">Category</th>
                <th className="py-1">Count</th>
              </tr>
            </thead>
            <tbody>
              {data.months.slice(0, 48).map((m) => (
                <tr key={`${m.month}-${m.tier}-${m.category}`} className="border-t border-night-700/60 text-slate-200">
                  <td className="py-1">{m.month}</td>
                  <td className="py-1">{m.tier}</td>
                  <td className="py-1">{m.category.replace(/_/g, ' ')}</td>
                  <td className="py-1 tabular-nums">{m.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.months.length === 0 && <p className="text-sm text-slate-400">No crisis-net events recorded yet.</p>}
        </div>
      )}
    </Panel>
  );
}
