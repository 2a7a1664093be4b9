import { HttpError } from '../../../lib/api-client.ts';

/** The API's own message when it sent one, else the generic '{status}: {text}'. */
export function errorMessage(err: unknown): string {
  if (err instanceof HttpError) return err.apiError?.message ?? err.message;
  return err instanceof Error ? err.message : String(err);
}
