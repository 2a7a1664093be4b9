import type { AuditEntry } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';

export type AuditAction =
  'grant_pro' | 'revoke_pro' | 'disable_account' | 'enable_account' | 'send_password_reset' | 'create_coupon' | 'deactivate_coupon';

export interface AuditRecord {
  admin: { userId: string; email: string };
  action: AuditAction;
  targetUserId?: string | null;
  /** What the action was done to, as an admin reads it: an e-mail address or a coupon code. */
  target: string | null;
  detail?: Record<string, unknown>;
}

/** The admin audit log: who did what to whom, and when. Rows are only ever added. */
export function createAuditRepository(db: Queryable) {
  return {
    async record(r: AuditRecord): Promise<void> {
      await db.query(`INSERT INTO admin_audit_log (admin_id, admin_email, action, target_user_id, target, detail) VALUES ($1, $2, $3, $4, $5, $6)`, [
        r.admin.userId,
        r.admin.email,
        r.action,
        r.targetUserId ?? null,
        r.target,
        JSON.stringify(r.detail ?? {}),
      ]);
    },

    async recent(limit: number): Promise<AuditEntry[]> {
      const { rows } = await db.query<{
        id: number;
        admin_email: string;
        action: string;
        target: string | null;
        detail: Record<string, unknown>;
        created_at: Date;
      }>(`SELECT id, admin_email, action, target, detail, created_at FROM admin_audit_log ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
      return rows.map((r) => ({
        id: r.id,
        adminEmail: r.admin_email,
        action: r.action,
        target: r.target,
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}
