import type { UploadResponse } from '@luna/contracts';
import { apiUpload, HttpError, ResponseShapeError } from '../../../lib/api-client.ts';

/** The message after 'Processing failed: ' (spec section 8): the server's own words when it sent some. */
export class UploadError extends Error {}

/** POST /api/upload (spec section 7): multipart with one file; resolves with the extracted text. */
export async function uploadFile(file: File, signal?: AbortSignal): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await apiUpload('/api/upload', form, (s) => s.uploadResponseSchema, signal);
  } catch (err) {
    if (err instanceof HttpError) throw new UploadError(err.apiError?.message ?? `${err.status}: ${err.statusText}`);
    if (err instanceof ResponseShapeError) throw new UploadError('Invalid response format');
    throw new UploadError('Please check your connection and try again.');
  }
}
