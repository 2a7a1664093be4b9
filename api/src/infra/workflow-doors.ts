import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_DOOR_PREFIX, SERVICE_KEY_HEADER, workflowError, workflowMessages } from '@luna/contracts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so the lengths never leak either). */
export function serviceKeyMatches(given: unknown, expected: string): boolean {
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(expected));
}

/** The caller's address as the workflow engine forwarded it: the first X-Forwarded-For entry, if it is an IP. */
function forwardedClientIp(request: FastifyRequest): string | null {
  const raw = request.headers['x-forwarded-for'];
  const first = (Array.isArray(raw) ? raw[0] : raw)?.split(',')[0]?.trim();
  return first && net.isIP(first) ? first : null;
}

export interface WorkflowDoors {
  serviceKey: string;
  /** The browser's door on Luna's own origin; closed when /webhook/* is proxied to n8n instead. */
  publicDoor: boolean;
}

/**
 * Mounts one plugin of `/webhook/*` contract routes behind two doors, so each contract's logic
 * exists once (docs/decisions/052):
 * - the public door, `/webhook/<name>`, which the browser calls in the embedded default;
 * - the service door, `/service/webhook/<name>`, which n8n's workflows call. It refuses any
 *   request without the service key, and only there is the forwarded client IP believed: behind
 *   n8n every request comes from n8n's address, and the per-IP limits on sign-up, log-in and
 *   reset would otherwise count all users as one.
 */
export async function registerWorkflowDoors<O extends Record<string, unknown>>(
  app: FastifyInstance,
  plugin: FastifyPluginAsyncZod<O>,
  options: O,
  doors: WorkflowDoors,
): Promise<void> {
  if (doors.publicDoor) await app.register(plugin, options);
  await app.register(
    async (service) => {
      service.addHook('onRequest', async (request, reply) => {
        if (!serviceKeyMatches(request.headers[SERVICE_KEY_HEADER], doors.serviceKey)) {
          return reply.status(401).send(workflowError(workflowMessages.serviceKey));
        }
        // Fastify's request.ip is a getter on the prototype; this request alone gets the caller's.
        const ip = forwardedClientIp(request);
        if (ip) Object.defineProperty(request, 'ip', { value: ip, configurable: true });
      });
      await service.register(plugin, options);
    },
    { prefix: SERVICE_DOOR_PREFIX },
  );
}

/** The doors a configuration opens: the public one only while the API itself answers /webhook/*. */
export function workflowDoors(config: { serviceRoleKey: string; WORKFLOW_BASE_URL?: string }): WorkflowDoors {
  return { serviceKey: config.serviceRoleKey, publicDoor: !config.WORKFLOW_BASE_URL };
}
