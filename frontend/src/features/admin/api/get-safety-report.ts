import { queryOptions, useQuery } from '@tanstack/react-query';
import { safetyReportSchema } from '@luna/contracts';
import { apiDownload, apiRequest } from '../../../lib/api-client.ts';

export const safetyReportQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/safety-report'] as const, queryFn: () => apiRequest('GET', '/api/admin/safety-report', safetyReportSchema) });

export function useSafetyReport() {
  return useQuery(safetyReportQueryOptions());
}

/** The CSV needs the admin's token, so it is fetched, then handed to the browser as a file. */
export async function downloadSafetyCsv(): Promise<void> {
  const { blob } = await apiDownload('/api/admin/safety-report.csv');
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: 'crisis-referrals-sb243.csv' });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
