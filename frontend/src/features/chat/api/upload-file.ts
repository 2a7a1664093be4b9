import { uploadResponseSchema, type UploadResponse } from '@luna/contracts';
import { accessToken } from '../../../lib/supabase.ts';

/** The message after 'Processing failed: ' (spec section 8): the server's own words when it sent some. */
export class UploadError extends Error {}

/** POST /api/upload (spec section 7): multipart with one file; resolves with the extracted text. */
export async function uploadFile(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const token = await accessToken();
  const form = new FormData();
  form.append('file', file, file.name);
  let res: Response;
  try {
    res = await fetch('/api/upload', { method: 'POST', body: form, credentials: 'include', signal, headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new UploadError('Please check your connection and try again.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new UploadError((body as { error?: { message?: string } } | null)?.error?.message ?? `${res.status}: ${res.statusText}`);
  const parsed = uploadResponseSchema.safeParse(body);
  if (!parsed.success) throw new UploadError('Invalid response format');
  return parsed.data;
}
