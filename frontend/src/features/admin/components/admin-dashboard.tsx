import { ShieldCheck } from 'lucide-react';
import { ActivityCard } from './activity-card.tsx';
import { AuditLogCard } from './audit-log-card.tsx';
import { CouponsCard } from './coupons-card.tsx';
import { SafetyReportCard } from './safety-report-card.tsx';
import { StatCards } from './stat-cards.tsx';
import { TelemetryCard } from './telemetry-card.tsx';
import { UsersCard } from './users-card.tsx';

/** The admin dashboard: the spec's cards and users list first, then what running Luna needs. */
export function AdminDashboard() {
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-semibold text-moon-200 sm:text-3xl">Admin Dashboard</h1>
      <p className="flex items-start gap-2 text-sm text-slate-300">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-moon-300" aria-hidden="true" />
        This dashboard shows counts and account details only. It never shows what anyone wrote: message content is not available here.
      </p>
      <StatCards />
      <UsersCard />
      <ActivityCard />
      <div className="grid gap-4 lg:grid-cols-2">
        <TelemetryCard />
        <CouponsCard />
      </div>
      <SafetyReportCard />
      <AuditLogCard />
    </div>
  );
}
