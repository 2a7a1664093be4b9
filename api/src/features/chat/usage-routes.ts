import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entitlements, userStatusResponseSchema } from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { parseTimeZone, TIME_ZONE_HEADER } from './quota-day.ts';
import type { UsageRepository } from './usage-repository.ts';
import type { VisitorCookies } from './visitor-identity.ts';

/**
 * GET /api/users/:id/status (spec section 7): today's count and whether one more message is
 * allowed. A user may read only their own status; an administrator may read anyone's.
 * Someone else's id answers 404, like an unknown one.
 */
export const usageRoutes: FastifyPluginAsyncZod<{ usage: UsageRepository; visitors: VisitorCookies }> = async (app, { usage, visitors }) => {
  app.get(
    '/api/users/:id/status',
    {
      preHandler: app.requireUser,
      schema: { tags: ['chat'], params: z.object({ id: z.uuid() }), response: { 200: userStatusResponseSchema } },
    },
    async (request, reply) => {
      const me = request.identity!;
      const { id } = request.params;
      const self = id === me.userId;
      if (!self && me.userType !== 'admin') throw new AppError('not_found:user', 'User not found.');
      if (self) {
        const cleared = await visitors.carryOver(request, me.userId);
        if (cleared) reply.header('set-cookie', cleared);
      }
      const plan = self ? me.plan : await usage.planOf(id);
      if (!plan) throw new AppError('not_found:user', 'User not found.');
      // The person's own day: the zone their browser sends (docs/decisions/091).
      const { count, resetsAt } = await usage.countFor(id, { now: new Date(), zone: parseTimeZone(request.headers[TIME_ZONE_HEADER]) });
      const limit = entitlements[plan].dailyMessages;
      return {
        success: true as const,
        dailyMessageCount: count,
        canSendMessage: limit === null || count < limit,
        remaining: limit === null ? null : Math.max(0, limit - count),
        limit,
        plan,
        resetsAt: resetsAt.toISOString(),
      };
    },
  );
};
