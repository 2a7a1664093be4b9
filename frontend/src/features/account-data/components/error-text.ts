import { HttpError } from '../../../lib/api-client.ts';

/** The API's own message when it sent one (validation, plan, password), else a calm generic one. */
export function errorText(err: unknown): string {
  if (err instanceof HttpError) return err.apiError?.message ?? 'Something went wrong on our side. Please try again.';
  return 'Something went wrong. Please check your connection and try again.';
}
