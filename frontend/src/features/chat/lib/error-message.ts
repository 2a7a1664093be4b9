import { errorTextFor } from '../../../lib/api-errors.ts';

/** The API's own message when it sent one, else the words for its code, else the error's own. */
export function errorMessage(err: unknown): string {
  return errorTextFor(err, err instanceof Error ? err.message : String(err));
}
