import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAuditResponseSchema,
  adminChartsResponseSchema,
  adminStatsSchema,
  apiErrorSchema,
  chartDaysSchema,
  safetyReportSchema,
  telemetrySummarySchema,
} from '@luna/contracts';
import { subscriptionMetrics } from '../billing/index.ts';
import { safetyReport, safetyReportCsv } from '../chat/index.ts';
import { createTelemetryRepository } from '../telemetry/index.ts';
import { createAuditRepository } from './audit-repository.ts';
import { createDashboardRepository } from './dashboard-repository.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** The dashboard's read-only figures: cards, charts, audit log, safety report, telemetry. */
export const adminReportRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['admin'];

  app.get('/api/admin/stats', { schema: { tags, response: { 200: adminStatsSchema, ...errors } } }, async () => {
    const [counts, subs] = await Promise.all([createDashboardRepository(app.db).counts(), subscriptionMetrics(app.db)]);
    return {
      totalUsers: counts.totalUsers,
      activeSubscriptions: subs.activeSubscriptions,
      totalMessages: counts.totalMessages,
      monthlyRecurringRevenue: subs.mrrCents,
    };
  });

  app.get(
    '/api/admin/charts',
    { schema: { tags, querystring: chartDaysSchema, response: { 200: adminChartsResponseSchema, ...errors } } },
    async (request) => createDashboardRepository(app.db).charts(request.query.days),
  );

  app.get('/api/admin/audit', { schema: { tags, response: { 200: adminAuditResponseSchema, ...errors } } }, async () => ({
    entries: await createAuditRepository(app.db).recent(50),
  }));

  app.get('/api/admin/safety-report', { schema: { tags, response: { 200: safetyReportSchema, ...errors } } }, async () => safetyReport(app.db));

  app.get('/api/admin/safety-report.csv', { schema: { tags, response: { 200: z.string(), ...errors } } }, async (_request, reply) => {
    const csv = safetyReportCsv(await safetyReport(app.db), `${publicUrl}/safety`);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="crisis-referrals-sb243.csv"')
      .send(csv);
  });

  app.get(
    '/api/admin/telemetry',
    { schema: { tags, querystring: chartDaysSchema, response: { 200: telemetrySummarySchema, ...errors } } },
    async (request) => createTelemetryRepository(app.db).summary(request.query.days),
  );
};
