import type { Plan } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

export interface DiscountInfo {
  type: 'percentage' | 'fixed';
  /** Percent off, or minor units off for `fixed`. */
  value: number;
  duration: string;
  /** Unix seconds when a repeating discount ends, else null. */
  end: number | null;
}

/** The fields of a billing_subscriptions row that a sync from Stripe writes. */
export interface SubscriptionFields {
  id: string;
  userId: string;
  stripeCustomerId: string;
  status: string;
  priceId: string;
  productName: string;
  amount: number;
  currency: string;
  interval: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  couponCode: string | null;
  discount: DiscountInfo | null;
  cardBrand: string | null;
  cardLast4: string | null;
}

export interface SubscriptionRow extends SubscriptionFields {
  lastEventCreated: number;
  createdAt: Date;
  updatedAt: Date;
}

const SELECT_SUBSCRIPTION = `
  SELECT id, user_id AS "userId", stripe_customer_id AS "stripeCustomerId", status, price_id AS "priceId",
         product_name AS "productName", amount, currency, interval,
         current_period_start AS "currentPeriodStart", current_period_end AS "currentPeriodEnd",
         cancel_at_period_end AS "cancelAtPeriodEnd", coupon_code AS "couponCode", discount,
         card_brand AS "cardBrand", card_last4 AS "cardLast4", last_event_created AS "lastEventCreated",
         created_at AS "createdAt", updated_at AS "updatedAt"
    FROM billing_subscriptions`;

/** All SQL of the billing tables, over the connection or transaction it is given. */
export function createBillingRepository(db: Queryable) {
  return {
    async customerIdOf(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ id: string }>('SELECT stripe_customer_id AS id FROM billing_customers WHERE user_id = $1', [userId]);
      return rows[0]?.id ?? null;
    },

    /** Records the user's customer; when another request won the race, returns the stored one. */
    async saveCustomer(userId: string, customerId: string): Promise<string> {
      await db.query('INSERT INTO billing_customers (user_id, stripe_customer_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING', [
        userId,
        customerId,
      ]);
      return (await createBillingRepository(db).customerIdOf(userId)) ?? customerId;
    },

    async userIdOfCustomer(customerId: string): Promise<string | null> {
      const { rows } = await db.query<{ userId: string }>('SELECT user_id AS "userId" FROM billing_customers WHERE stripe_customer_id = $1', [
        customerId,
      ]);
      return rows[0]?.userId ?? null;
    },

    async userEmail(userId: string): Promise<string | null> {
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
      return rows[0]?.email ?? null;
    },

    async subscription(id: string): Promise<SubscriptionRow | null> {
      const { rows } = await db.query<SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE id = $1`, [id]);
      return rows[0] ?? null;
    },

    /** Newest first. */
    async subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
      const { rows } = await db.query<SubscriptionRow>(`${SELECT_SUBSCRIPTION} WHERE user_id = $1 ORDER BY created_at DESC, id`, [userId]);
      return rows;
    },

    /**
     * Writes a subscription snapshot. With `eventCreated` (a webhook), the write only happens when
     * no newer event has been applied, so a late delivery of an old event never overwrites newer
     * state. Without it (a snapshot the API just read from Stripe), it always writes and keeps the
     * stored event time. A snapshot without a card keeps the card already known.
     * Returns whether the row was written.
     */
    async upsertSubscription(s: SubscriptionFields, eventCreated: number | null): Promise<boolean> {
      const { rowCount } = await db.query(
        `INSERT INTO billing_subscriptions AS b
           (id, user_id, stripe_customer_id, status, price_id, product_name, amount, currency, interval,
            current_period_start, current_period_end, cancel_at_period_end, coupon_code, discount,
            card_brand, card_last4, last_event_created)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
         ON CONFLICT (id) DO UPDATE SET
           status = EXCLUDED.status, price_id = EXCLUDED.price_id, product_name = EXCLUDED.product_name,
           amount = EXCLUDED.amount, currency = EXCLUDED.currency, interval = EXCLUDED.interval,
           current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
           cancel_at_period_end = EXCLUDED.cancel_at_period_end, coupon_code = EXCLUDED.coupon_code,
           discount = EXCLUDED.discount,
           card_brand = COALESCE(EXCLUDED.card_brand, b.card_brand),
           card_last4 = COALESCE(EXCLUDED.card_last4, b.card_last4),
           last_event_created = GREATEST(b.last_event_created, EXCLUDED.last_event_created),
           updated_at = now()
         WHERE $18::boolean OR b.last_event_created <= EXCLUDED.last_event_created`,
        [
          s.id,
          s.userId,
          s.stripeCustomerId,
          s.status,
          s.priceId,
          s.productName,
          s.amount,
          s.currency,
          s.interval,
          s.currentPeriodStart,
          s.currentPeriodEnd,
          s.cancelAtPeriodEnd,
          s.couponCode,
          s.discount ? JSON.stringify(s.discount) : null,
          s.cardBrand,
          s.cardLast4,
          eventCreated ?? 0,
          eventCreated === null,
        ],
      );
      return (rowCount ?? 0) > 0;
    },

    /** True the first time an event id is seen (call inside the transaction of its side effect). */
    async recordEvent(event: { id: string; type: string; created: number }): Promise<boolean> {
      const { rowCount } = await db.query('INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
        event.id,
        event.type,
        event.created,
      ]);
      return (rowCount ?? 0) > 0;
    },

    async setUserPlan(userId: string, plan: Plan): Promise<void> {
      await db.query('UPDATE users SET plan = $2, updated_at = now() WHERE id = $1 AND plan <> $2', [userId, plan]);
    },

    async insertConsent(c: { userId: string; termsVersion: string; price: string; subscriptionId: string; ip: string | null }): Promise<void> {
      await db.query(`INSERT INTO billing_consents (user_id, terms_text_version, price, subscription_id, ip) VALUES ($1, $2, $3, $4, $5)`, [
        c.userId,
        c.termsVersion,
        c.price,
        c.subscriptionId,
        c.ip,
      ]);
    },
  };
}
