import { workflowEnvelopeSchema, type WorkflowEnvelope } from '@luna/contracts';
import type { z } from 'zod';
import { apiFetch } from './api-client.ts';
import { HttpError } from './api-errors.ts';

/**
 * Workflow responses may arrive as JSON encoded twice (a string holding JSON), or as n8n's list of
 * items with the one answer in it; the spec's clients tolerate both, and so do we.
 * (workflow-client.test.ts feeds this answers recorded from a running n8n.)
 */
export function parseWorkflowJson(text: string): unknown {
  let value: unknown = JSON.parse(text);
  if (typeof value === 'string') value = JSON.parse(value);
  if (Array.isArray(value) && value.length === 1) value = value[0];
  if (typeof value === 'string') value = JSON.parse(value);
  return value;
}

/** What a workflow answered: the HTTP outcome, and the envelope when the body was one. */
export interface WorkflowReply {
  ok: boolean;
  status: number;
  statusText: string;
  /** The (possibly double-encoded) envelope, or undefined when the body was not one. */
  body: WorkflowEnvelope | undefined;
}

/**
 * POSTs to a workflow contract under the configured base URL (same origin by default), through
 * the one client. The account workflows need the status and status text for their own error
 * texts (spec section 8: 'Registration failed: {status} {statusText}'), so nothing throws here.
 */
export async function postWorkflow(baseUrl: string, name: string, body: unknown, token?: string | null): Promise<WorkflowReply> {
  const res = await apiFetch(`${baseUrl}/webhook/${name}`, {
    method: 'POST',
    body,
    auth: false,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  let envelope: WorkflowEnvelope | undefined;
  try {
    const parsed = workflowEnvelopeSchema.safeParse(parseWorkflowJson(text));
    envelope = parsed.success ? parsed.data : undefined;
  } catch {
    envelope = undefined;
  }
  return { ok: res.ok, status: res.status, statusText: res.statusText, body: envelope };
}

/** Like postWorkflow, but a body that is no envelope throws (HTTP failure, or 'Invalid response format'). */
export async function callWorkflow(baseUrl: string, name: string, body: unknown, token?: string | null): Promise<WorkflowEnvelope> {
  const reply = await postWorkflow(baseUrl, name, body, token);
  if (reply.body) return reply.body;
  if (!reply.ok) throw new HttpError(reply.status, '', reply.statusText);
  throw new Error('Invalid response format');
}

/** The contract's success shape, when the envelope is one (else null: read the failure's words). */
export function workflowSuccess<S extends z.ZodType>(envelope: WorkflowEnvelope, schema: S): z.output<S> | null {
  const parsed = schema.safeParse(envelope);
  return parsed.success ? parsed.data : null;
}
