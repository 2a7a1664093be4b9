import type { FastifyInstance } from 'fastify';
import { accountDataMessages } from '@luna/contracts';
import { AppError } from '../../infra/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../auth/index.ts';
import { cancelSubscriptionsForClosure } from '../billing/index.ts';

/**
 * Deletes an account and everything in it (issue 10; notes 3.11 "cascading account deletion").
 * Order matters:
 *   1. the password, so a borrowed unlocked device cannot erase someone;
 *   2. live subscriptions cancelled through Stripe; if Stripe is unreachable nothing is deleted,
 *      because an account nobody can log in to must not keep billing them;
 *   3. one transaction: the users row, which every personal table references ON DELETE CASCADE
 *      (sessions and refresh tokens, so every session stops at once; conversations, messages,
 *      memories, settings, usage, billing rows), and the mail kept for the address;
 *   4. the confirmation e-mail (a failure is logged; the deletion stands).
 * safety_daily_counts holds no user or message, only tier counts, so it keeps its numbers.
 */
export async function deleteAccount(app: FastifyInstance, userId: string, password: string, productName: string): Promise<void> {
  const { rows } = await app.db.query<{ email: string; full_name: string; encrypted_password: string }>(
    `SELECT email, full_name, encrypted_password FROM users WHERE id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) {
    await burnPasswordCheck(password);
    throw new AppError('unauthorized:auth', 'Please log in to continue.');
  }
  if (!(await verifyPassword(user.encrypted_password, password))) {
    throw new AppError('forbidden:password', accountDataMessages.wrongPassword);
  }

  await cancelSubscriptionsForClosure(app.db, app.payments.stripe, app.log, userId);

  await app.db.tx(async (q) => {
    await q.query(`DELETE FROM outbox WHERE lower(to_address) = lower($1)`, [user.email]);
    await q.query(`DELETE FROM users WHERE id = $1`, [userId]);
  });
  app.log.info({ event: 'account_deleted' }, 'account deleted');

  await app.mailer
    .send({
      to: user.email,
      kind: 'account_deleted',
      subject: `Your ${productName} account has been deleted`,
      text: [
        `Hello${user.full_name ? ` ${user.full_name}` : ''},`,
        '',
        `As you asked, your ${productName} account has been deleted, with its conversations, memories, settings and personal details. Any subscription was cancelled and will not be charged again.`,
        '',
        'If you did not ask for this, please reply to this e-mail.',
        '',
        `If you are struggling right now, you can call or text 988, or text HOME to 741741. In an emergency, call 911.`,
      ].join('\n'),
    })
    .catch((err: Error) => app.log.warn({ err: { type: err.name } }, 'account deletion e-mail not sent'));
}
