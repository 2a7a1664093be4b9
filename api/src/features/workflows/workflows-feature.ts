import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { WORKFLOW_CONTRACTS, workflowError, workflowMessages } from '@luna/contracts';

/** Longer than the workflows' own 10 s wait for the API, so n8n's calm answer arrives first. */
const UPSTREAM_TIMEOUT_MS = 12_000;

/** A body the browser's workflow client can read: the envelope, maybe JSON-encoded twice or in a one-item array. */
export function isEnvelope(text: string): boolean {
  try {
    let value: unknown = JSON.parse(text);
    if (typeof value === 'string') value = JSON.parse(value);
    if (Array.isArray(value) && value.length === 1) value = value[0];
    return typeof value === 'object' && value !== null && ('status' in value || 'result' in value);
  } catch {
    return false;
  }
}

/**
 * With WORKFLOW_BASE_URL set, the browser still calls /webhook/* on Luna's origin and Luna
 * forwards each call to n8n (docs/decisions/051): no CORS, the n8n editor never faces the
 * internet, and the caller's address is one Luna determined, not one the browser claims.
 * n8n's own failures (workflow not active, engine down, "Error in workflow") become the calm
 * envelope; every answer of a workflow, success or error, passes through unchanged.
 */
export const workflowsFeature: FastifyPluginAsync<{ baseUrl: string }> = async (app, { baseUrl }) => {
  const target = baseUrl.replace(/\/+$/, '');
  const unavailable = workflowError(workflowMessages.unavailable);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(workflowError('That request is too large.'));
    if (status >= 400 && status < 500) return reply.status(status).send(workflowError('The request body must be valid JSON.'));
    request.log.error({ err: { type: error.name, code: error.code } }, 'workflow proxy failed');
    return reply.status(503).send(unavailable);
  });

  for (const name of WORKFLOW_CONTRACTS) {
    app.post(`/webhook/${name}`, { schema: { tags: ['workflows'] } }, async (request, reply) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        // Luna's own view of the caller (TRUST_PROXY rules apply), never the browser's claim.
        'x-forwarded-for': request.ip,
      };
      for (const h of ['authorization', 'user-agent'] as const) {
        const value = request.headers[h];
        if (typeof value === 'string') headers[h] = value;
      }
      let status: number;
      let text: string;
      let contentType: string;
      try {
        const res = await fetch(`${target}/webhook/${name}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(request.body ?? {}),
          signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        });
        status = res.status;
        text = await res.text();
        contentType = res.headers.get('content-type') ?? 'application/json; charset=utf-8';
      } catch (err) {
        const code = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
        request.log.warn({ contract: name, code }, 'workflow engine unreachable');
        return reply.status(503).send(unavailable);
      }
      if (status >= 400 && !isEnvelope(text)) {
        // n8n's own page or error (e.g. 404 "webhook not registered": the workflow is not active).
        request.log.warn({ contract: name, upstreamStatus: status }, 'workflow engine answered without the envelope');
        return reply.status(503).send(unavailable);
      }
      return reply.status(status).header('content-type', contentType).send(text);
    });
  }
};
