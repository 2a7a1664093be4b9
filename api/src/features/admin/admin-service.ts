import type { AdminUser, AdminUserAction } from '@luna/contracts';
import type { Identity } from '../../infra/auth/guard.ts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/errors.ts';
import { createAuthRepository, type AuthService } from '../auth/index.ts';
import { courtesyRepository, refreshUserPlan } from '../billing/index.ts';
import { createAdminUsersRepository } from './admin-users-repository.ts';
import { createAuditRepository } from './audit-repository.ts';

/**
 * The per-user actions of the dashboard. Each change and its audit row are written in one
 * transaction, so there is never an action without its record, nor a record of one that failed.
 */
export function createAdminService(deps: { db: Database; auth: AuthService }) {
  const { db } = deps;

  async function target(id: string): Promise<AdminUser> {
    const user = await createAdminUsersRepository(db).find(id);
    if (!user) throw new AppError('not_found:user', 'There is no such account.');
    return user;
  }

  return {
    async act(admin: Identity, userId: string, action: AdminUserAction): Promise<AdminUser> {
      const user = await target(userId);
      const who = { userId: admin.userId, email: admin.email };
      const audit = { admin: who, action, targetUserId: user.id, target: user.email };
      if (action === 'send_password_reset') {
        if (user.disabled) throw new AppError('bad_request:admin', 'Re-enable this account before sending a password reset.');
        await deps.auth.requestRecovery(user.email);
        await createAuditRepository(db).record(audit);
        return user;
      }
      if (action === 'disable_account' && user.id === admin.userId) {
        throw new AppError('bad_request:admin', 'You cannot disable your own account.');
      }
      await db.tx(async (q) => {
        if (action === 'grant_pro') await courtesyRepository.grant(q, user.id, admin.userId);
        if (action === 'revoke_pro') await courtesyRepository.revoke(q, user.id);
        if (action === 'grant_pro' || action === 'revoke_pro') await refreshUserPlan(q, user.id);
        if (action === 'disable_account' || action === 'enable_account') {
          // Disabling deletes every session (and with them the refresh tokens) in this transaction.
          await createAuthRepository(q).setDisabled(user.id, action === 'disable_account');
        }
        await createAuditRepository(q).record(audit);
      });
      return target(user.id);
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
