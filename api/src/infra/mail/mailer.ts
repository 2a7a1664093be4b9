import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import { outboxRepository } from './outbox-repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is for, e.g. 'recovery'; kept with outbox rows. */
  kind: string;
  /** The one link a developer needs when nothing is sent (logged only without SMTP). */
  link?: string;
  /** Files sent with the mail over SMTP; the outbox keeps only their names (in the text). */
  attachments?: { filename: string; content: string; contentType?: string }[];
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * With SMTP_URL, mail goes out through nodemailer. Without it (the embedded default) it is kept
 * in the outbox table and its link is logged, so a developer can follow a reset link locally.
 * The link is a secret; it is logged only in that mode, where no real mail exists to carry it.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Database; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      mode: 'smtp',
      async send(m) {
        await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text, html: m.html, attachments: m.attachments });
        opts.log.info({ kind: m.kind }, 'mail sent');
      },
    };
  }
  const outbox = outboxRepository(opts.db);
  return {
    mode: 'outbox',
    async send(m) {
      const files = m.attachments?.map((a) => a.filename).join(', ');
      await outbox.insert(files ? { ...m, text: `${m.text}\n\n[Attached: ${files}]` } : m);
      opts.log.info({ kind: m.kind, link: m.link }, 'mail kept in the outbox (no SMTP_URL); open this link to continue');
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl?: string; from: string }) => {
    app.decorate('mailer', createMailer({ ...opts, db: app.db, log: app.log }));
  },
  { name: 'mail', dependencies: ['db'] },
);
