import { z } from 'zod';

export * from './plain/workflows.ts';

/**
 * What the browser may rely on in any workflow answer (spec section 7): a loose envelope, since
 * an operator's own n8n workflow may add fields or reshape `result`. Each contract's success
 * shape (productsResponseSchema, loginResponseSchema, ...) is checked on top where it is read.
 */
export const workflowEnvelopeSchema = z.looseObject({
  status: z.string().optional(),
  success: z.boolean().optional(),
  message: z.string().optional(),
  error: z.unknown().optional(),
  result: z.looseObject({ success: z.boolean().optional(), message: z.string().optional(), error: z.string().optional() }).optional(),
});
export type WorkflowEnvelope = z.infer<typeof workflowEnvelopeSchema>;
