import { accountMessages, isStrongPassword, isValidEmail, normalizeEmail, PASSWORD_MAX } from '@luna/contracts';
import type { Database } from '../../infra/db/database.ts';
import { createAuthRepository } from './auth-repository.ts';
import { hashPassword } from './password-hasher.ts';

export class AdminProvisioningError extends Error {}

/** The registration rules for an administrator's address and password; returns the normalised address. */
export function checkAdminInput(emailInput: string, password?: string): string {
  const email = normalizeEmail(emailInput);
  if (!isValidEmail(email)) throw new AdminProvisioningError(accountMessages.email);
  if (password !== undefined && (!isStrongPassword(password) || password.length > PASSWORD_MAX))
    throw new AdminProvisioningError(accountMessages.password);
  return email;
}

export type ProvisionOutcome = 'created' | 'promoted' | 'unchanged';

/**
 * Creates an administrator, or promotes an existing account. Idempotent, so it can run at every
 * start (ADMIN_EMAIL/ADMIN_PASSWORD) and from `npm run admin -- create`.
 * `setPassword` replaces an existing account's password (the CLI, when one is given); at start
 * the env password is used only to create the account, so a password changed later survives
 * restarts.
 */
export async function provisionAdmin(
  db: Database,
  opts: { email: string; password?: string; setPassword?: boolean },
): Promise<{ outcome: ProvisionOutcome; passwordSet: boolean }> {
  const email = checkAdminInput(opts.email, opts.password);
  const passwordHash = opts.password !== undefined ? await hashPassword(opts.password) : null;

  return db.tx(async (client) => {
    const repo = createAuthRepository(client);
    const existing = await repo.findUserByEmail(email);
    if (!existing) {
      if (!passwordHash) throw new AdminProvisioningError(`No account for ${email}; a password is needed to create it.`);
      await repo.insertUser({
        email,
        passwordHash,
        fullName: 'Administrator',
        phone: '',
        countryCode: '+1',
        state: '',
        userMeta: {},
        termsAccepted: false,
        userType: 'admin',
      });
      return { outcome: 'created', passwordSet: true };
    }
    let outcome: ProvisionOutcome = 'unchanged';
    if (existing.user_type !== 'admin') {
      await repo.setUserType(existing.id, 'admin');
      outcome = 'promoted';
    }
    const passwordSet = Boolean(passwordHash && opts.setPassword);
    if (passwordHash && passwordSet) {
      await repo.setPassword(existing.id, passwordHash);
      // Whoever held the old password loses their sessions with it.
      await repo.deleteSessionsOf(existing.id);
    }
    return { outcome, passwordSet };
  });
}
