import { apiDownload } from '../../../lib/api-client.ts';

/**
 * GET /api/account/export: fetched with the access token (a plain link could not send it),
 * then handed to the browser as a file download.
 */
export async function downloadBackup(format: 'json' | 'markdown'): Promise<string> {
  const { blob, filename } = await apiDownload(`/api/account/export?format=${format}`);
  const name = filename ?? `luna-backup.${format === 'json' ? 'json' : 'md'}`;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
