import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../../../platform/config/config';
import type { Database } from '../../../platform/db/connect';
import type { OutgoingMail } from './message';
import { storeInOutbox } from './outbox';

export interface Mailer {
  /** Sends (or, in demo mode without SMTP, only logs and keeps) one message; rejects if SMTP fails. */
  send(mail: OutgoingMail, now: Date): Promise<void>;
}

export interface MailerDeps {
  config: Pick<AppConfig, 'mode' | 'smtpUrl' | 'mailFrom'>;
  db: Database;
  logger: Logger;
}

/**
 * Mail through nodemailer when SMTP_URL is set. Demo mode also keeps every message in the outbox
 * (GET /api/dev/outbox) and prints it to the log, so sign-in works on a machine without a mail server.
 */
export function createMailer({ config, db, logger }: MailerDeps): Mailer {
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= nodemailer.createTransport(config.smtpUrl ?? ''));
  const demo = config.mode === 'demo';
  if (!config.smtpUrl && !demo) logger.warn('SMTP_URL is not set: e-mails cannot be delivered');

  return {
    async send(mail, now) {
      if (demo) {
        await storeInOutbox(db, mail, now);
        logger.info({ to: mail.to, subject: mail.subject, code: mail.code, link: mail.link }, 'Mail (demo outbox)');
      }
      if (config.smtpUrl) {
        await smtp().sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
        });
      } else if (!demo) {
        throw new Error('SMTP_URL is not set: the message cannot be delivered');
      }
    },
  };
}
