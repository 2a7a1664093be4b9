import { randomUUID } from 'node:crypto';
import type { TestApp } from '../helpers.ts';

/** Seeds rows the dashboard counts, directly in SQL (no content is ever read back). */
export async function seedMessages(t: TestApp, userId: string, n: number, daysAgo = 0): Promise<void> {
  const { rows } = await t.db.query<{ id: string }>(`INSERT INTO chat_sessions (user_id, title) VALUES ($1, 'Seeded') RETURNING id`, [userId]);
  for (let i = 0; i < n; i++) {
    await t.db.query(
      `INSERT INTO chat_messages (session_id, sender, content, created_at) VALUES ($1, 'user', 'seeded', now() - make_interval(days => $2)),
                                                                              ($1, 'ai', 'reply', now() - make_interval(days => $2))`,
      [rows[0]!.id, daysAgo],
    );
  }
}

export async function seedSubscription(t: TestApp, userId: string, status: string, amount = 999, interval = 'month'): Promise<void> {
  const customer = `cus_${randomUUID().slice(0, 8)}`;
  await t.db.query(
    `INSERT INTO billing_subscriptions (id, user_id, stripe_customer_id, status, price_id, product_name, amount, currency, interval)
     VALUES ($1, $2, $3, $4, 'price_seed', 'Luna Pro', $5, 'usd', $6)`,
    [`sub_${randomUUID().slice(0, 12)}`, userId, customer, status, amount, interval],
  );
}

export async function auditRows(t: TestApp, action: string) {
  const { rows } = await t.db.query<{ admin_email: string; target: string; target_user_id: string | null; created_at: Date }>(
    `SELECT admin_email, target, target_user_id, created_at FROM admin_audit_log WHERE action = $1 ORDER BY id`,
    [action],
  );
  return rows;
}
