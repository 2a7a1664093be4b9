import { billingMessages, subscribeResponseSchema, type RuntimeConfig, type Subscription } from '@luna/contracts';
import { callWorkflow, workflowSuccess } from '../../../lib/workflow-client.ts';

export interface SubscribeInput {
  userId: string;
  productName: string;
  stripeId: string;
  /** Cents, informational: the server charges its configured price. */
  amount: number;
  couponId: string | null;
  /** One id per checkout attempt: the server makes retries of one attempt one subscription. */
  subscriptionStartAt: string;
}

export interface SubscribeOutcome {
  clientSecret: string | null;
  subscriptionId: string;
  status: string;
  subscription: Subscription;
}

/**
 * POST /webhook/subscribe (spec section 7, item 6, plus `consent`, which the terms checkbox
 * gives). The answer may be double-encoded; callWorkflow tolerates it.
 */
export async function subscribe(config: RuntimeConfig, input: SubscribeInput, token: string | null): Promise<SubscribeOutcome> {
  const reply = await callWorkflow(
    config.workflowBaseUrl,
    'subscribe',
    {
      userId: input.userId,
      plan: 'pro',
      productName: input.productName,
      productId: config.productId,
      stripeId: input.stripeId,
      paymentMethodId: null,
      amount: input.amount,
      currency: 'usd',
      subscriptionStartAt: input.subscriptionStartAt,
      couponId: input.couponId,
      consent: true,
    },
    token,
  );
  const result = workflowSuccess(reply, subscribeResponseSchema)?.result;
  if (!result) throw new Error(reply.result?.message || reply.result?.error || reply.message || 'Subscription failed');
  const clientSecret = result.clientSecret;
  // Spec section 7, item 7: an unpaid subscription must come with a secret to pay it.
  if (!clientSecret && result.status !== 'active' && result.status !== 'trialing') throw new Error(billingMessages.noClientSecret);
  return { clientSecret, subscriptionId: result.subscriptionId, status: result.status, subscription: result.subscription };
}
