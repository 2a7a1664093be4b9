import { HttpError } from '../../../lib/api-client.ts';
import { accessToken } from '../../../lib/supabase.ts';

/**
 * GET /api/account/export: fetched with the access token (a plain link could not send it),
 * then handed to the browser as a file download.
 */
export async function downloadBackup(format: 'json' | 'markdown'): Promise<string> {
  const token = await accessToken();
  const res = await fetch(`/api/account/export?format=${format}`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new HttpError(res.status, await res.text(), res.statusText);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `luna-backup.${format === 'json' ? 'json' : 'md'}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return name;
}
