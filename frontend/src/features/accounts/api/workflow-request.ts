import type { WorkflowEnvelope } from '@luna/contracts';
import { z } from 'zod';

// The account workflows post through the one client (lib/workflow-client.ts), envelope parsed.
export { postWorkflow, type WorkflowReply } from '../../../lib/workflow-client.ts';
export type WorkflowBody = WorkflowEnvelope;

/** `error` may be an object with its own message (GoTrue-style). */
const nestedErrorSchema = z.looseObject({ message: z.string().optional() });

/** The server's own words for a failure, wherever the envelope put them. */
export function workflowErrorMessage(body: WorkflowBody | undefined): string | null {
  if (!body) return null;
  const nestedError = nestedErrorSchema.safeParse(body.error);
  const nested = nestedError.success ? nestedError.data.message : undefined;
  const candidates = [body.result?.error, body.result?.message, typeof body.error === 'string' ? body.error : nested, body.message];
  const found = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return found ?? null;
}

/** True when the envelope reports failure (status 'error' or a false success flag). */
export function workflowFailed(body: WorkflowBody): boolean {
  return (
    body.status === 'error' ||
    body.success === false ||
    body.result?.success === false ||
    (body.error !== undefined && body.error !== null && body.error !== false)
  );
}
