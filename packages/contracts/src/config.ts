import { z } from 'zod';

/**
 * Runtime configuration served by the API at GET /api/config, so one frontend build serves every
 * deployment. This is an allow-list: nothing secret may ever be added here.
 */
export const runtimeConfigSchema = z.object({
  productName: z.string(),
  productId: z.string(),
  price: z.object({ amount: z.number().int(), currency: z.string(), interval: z.literal('month') }),
  payments: z.object({
    mode: z.enum(['emulator', 'stripe']),
    publishableKey: z.string(),
  }),
  auth: z.object({ url: z.string(), anonKey: z.string() }),
  workflowBaseUrl: z.string(),
  limits: z.object({ freeDailyMessages: z.number().int(), visitorMessages: z.number().int() }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
});
