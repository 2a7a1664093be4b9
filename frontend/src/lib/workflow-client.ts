import { HttpError } from './api-client.ts';

/**
 * Workflow responses may arrive as JSON encoded twice (a string holding JSON), or as n8n's list of
 * items with the one answer in it; the spec's clients tolerate both, and so do we.
 * (workflow-client.test.ts feeds this answers recorded from a running n8n.)
 */
export function parseWorkflowJson<T>(text: string): T {
  let value: unknown = JSON.parse(text);
  if (typeof value === 'string') value = JSON.parse(value);
  if (Array.isArray(value) && value.length === 1) value = value[0];
  if (typeof value === 'string') value = JSON.parse(value);
  return value as T;
}

/** POSTs to a workflow contract under the configured base URL (same origin by default). */
export async function callWorkflow<T>(baseUrl: string, name: string, body: unknown, token?: string | null): Promise<T> {
  const res = await fetch(`${baseUrl}/webhook/${name}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return parseWorkflowJson<T>(text);
  } catch {
    if (!res.ok) throw new HttpError(res.status, text, res.statusText);
    throw new Error('Invalid response format');
  }
}
