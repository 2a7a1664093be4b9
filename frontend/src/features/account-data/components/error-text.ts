import { errorTextFor, errorTexts, HttpError } from '../../../lib/api-errors.ts';

/** The API's own message when it sent one (validation, plan, password), else a calm generic one. */
export function errorText(err: unknown): string {
  return errorTextFor(err, err instanceof HttpError ? errorTexts.generic : 'Something went wrong. Please check your connection and try again.');
}
