import type { RuntimeConfig, WorkflowEnvelope } from '@luna/contracts';
import { z } from 'zod';
import { callWorkflow } from '../../../lib/workflow-client.ts';

/** Spec section 8, "Customer creation". */
export const customerTexts = {
  invalidJson: 'Invalid JSON response while creating Stripe customer',
  failed: 'Failed to create Stripe customer',
  notFound: 'Stripe Customer ID not found in API response',
} as const;

/** The two places spec section 7 item 4 reads the id from; an operator's workflow may send either. */
const customerIdsSchema = z.looseObject({
  stripeCustomerId: z.string().optional(),
  customer: z.looseObject({ id: z.string().optional() }).optional(),
});

/**
 * Spec section 7, item 4: the id is `result.stripeCustomerId`, else `result.customer.id`, else
 * the first quoted "cus_..." string anywhere in the answer (workflows that reshape the envelope).
 */
export function customerIdFrom(reply: WorkflowEnvelope): string {
  const result = reply?.result;
  if (!result?.success) throw new Error(result?.message || result?.error || reply?.message || customerTexts.failed);
  const ids = customerIdsSchema.safeParse(result);
  const direct = ids.success ? ids.data.stripeCustomerId || ids.data.customer?.id : undefined;
  if (direct) return direct;
  const found = /"(cus_[A-Za-z0-9]+)"/.exec(JSON.stringify(reply));
  if (!found) throw new Error(customerTexts.notFound);
  return found[1]!;
}

/** POST /webhook/create-customer {email}: the caller's own Stripe customer id. */
export async function createCustomer(config: RuntimeConfig, email: string, token: string | null): Promise<string> {
  let reply: WorkflowEnvelope;
  try {
    reply = await callWorkflow(config.workflowBaseUrl, 'create-customer', { email }, token);
  } catch (err) {
    // callWorkflow says 'Invalid response format' when the body is not JSON at all.
    if (err instanceof Error && err.message === 'Invalid response format') throw new Error(customerTexts.invalidJson);
    throw err;
  }
  return customerIdFrom(reply);
}
