import type { Queryable } from '../../infra/db/database.ts';

export interface SubscriptionMetrics {
  /** Subscriptions that give Pro now: active, trialing or past_due (see plan.ts). */
  activeSubscriptions: number;
  /**
   * Monthly recurring revenue in minor units: what active and past_due subscriptions will bill
   * per month after the discounts that still apply to their renewals, yearly prices divided by
   * 12. past_due counts because Stripe is still collecting it (it leaves MRR when Stripe gives
   * up and deletes the subscription); trialing does not, as nothing is billed yet.
   */
  mrrCents: number;
}

/** For the admin dashboard's 'Active Subscriptions' and 'Payment Revenue' cards. */
export async function subscriptionMetrics(db: Queryable): Promise<SubscriptionMetrics> {
  const { rows } = await db.query<{ active: number; mrr: string | null }>(
    `SELECT count(*) AS active,
            round(sum(CASE WHEN status IN ('active', 'past_due') THEN
              CASE interval WHEN 'year' THEN amount / 12.0
                            WHEN 'week' THEN amount * 52 / 12.0
                            WHEN 'day' THEN amount * 365 / 12.0
                            ELSE amount END
            ELSE 0 END)) AS mrr
       FROM billing_subscriptions
      WHERE status IN ('active', 'trialing', 'past_due')`,
  );
  return { activeSubscriptions: rows[0]?.active ?? 0, mrrCents: Number(rows[0]?.mrr ?? 0) };
}
