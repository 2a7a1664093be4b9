import { z } from 'zod';
import { TELEMETRY_BATCH_MAX, telemetryKinds } from './plain/telemetry.ts';

/** The telemetry batch POST /api/telemetry takes; the limits and scrubbing are in ./plain/telemetry.ts. */
export * from './plain/telemetry.ts';

export const telemetryEventSchema = z.object({
  kind: z.enum(telemetryKinds),
  path: z.string().max(2000),
  message: z.string().max(5000).optional(),
});
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

export const telemetryBatchSchema = z.object({ events: z.array(telemetryEventSchema).min(1).max(TELEMETRY_BATCH_MAX) });
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;
