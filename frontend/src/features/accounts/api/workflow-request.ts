import { parseWorkflowJson } from '../../../lib/workflow-client.ts';

/** What an account workflow answered: the HTTP outcome, and the body when it was JSON. */
export interface WorkflowReply {
  ok: boolean;
  status: number;
  statusText: string;
  /** The (possibly double-encoded) JSON body, or undefined when it could not be parsed. */
  body: WorkflowBody | undefined;
}

/** The loose envelope every account workflow shares (spec section 7). */
export interface WorkflowBody {
  status?: string;
  success?: boolean;
  message?: string;
  error?: unknown;
  result?: { success?: boolean; message?: string; error?: string } & Record<string, unknown>;
}

/**
 * Account workflows need the HTTP status and status text for their own error texts (spec
 * section 8: 'Registration failed: {status} {statusText}', 'Forgot password failed: {status}'),
 * which lib/workflow-client's callWorkflow does not expose; the double-encoding tolerance is the
 * same shared parser.
 */
export async function postWorkflow(baseUrl: string, name: string, body: unknown): Promise<WorkflowReply> {
  const res = await fetch(`${baseUrl}/webhook/${name}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: WorkflowBody | undefined;
  try {
    const value = parseWorkflowJson<unknown>(text);
    parsed = value && typeof value === 'object' ? (value as WorkflowBody) : undefined;
  } catch {
    parsed = undefined;
  }
  return { ok: res.ok, status: res.status, statusText: res.statusText, body: parsed };
}

/** The server's own words for a failure, wherever the envelope put them. */
export function workflowErrorMessage(body: WorkflowBody | undefined): string | null {
  if (!body) return null;
  const nested = body.error && typeof body.error === 'object' ? (body.error as { message?: unknown }).message : undefined;
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
