import type { Logger } from 'pino';
import type { VerifactuEnvironment } from '../../../../src/domain/fiscal/verifactuQr';
import type { Database } from '../../../platform/db/connect';
import { queueDrainer, type QueueDrainer } from '../../../platform/queues/queueDrainer';
import { invitationMail } from '../mail/invitationMail';
import { claimDueMails, markMailFailed, markMailSent, type ClaimedMail } from '../mail/mailQueue';
import type { Mailer } from '../mail/mailer';
import type { OutgoingMail } from '../mail/message';
import { queuedMailOf, type QueuedMail } from '../mail/queuedMail';
import { staffInvitationMail } from '../../people/staff/staffInvitationMail';
import { receiptMail } from './receiptMail';
import { dayCloseMail } from '../../closes/dayCloseMail';
import { refundMail, shopCancelMail } from './refundMail';
import { withdrawalMail } from './withdrawalMail';

/** Sends the mail queue; drain() resolves with how many messages were sent. */
export type MailSender = QueueDrainer;

export interface MailSenderDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  /** The tax agency's environment the receipt's QR names ('test' when not given). */
  verifactuEnvironment?: VerifactuEnvironment | undefined;
  now?: (() => Date) | undefined;
}

/** Writes a queued e-mail as it is sent: the receipt from the order and invoice as stored now. */
function renderer(db: Database, publicUrl: string, environment: VerifactuEnvironment) {
  return (mail: QueuedMail): Promise<OutgoingMail> | OutgoingMail => {
    switch (mail.kind) {
      case 'invitation':
        return invitationMail(mail.payload, publicUrl);
      case 'staffInvitation':
        return staffInvitationMail(mail.payload, publicUrl);
      case 'receipt':
        return receiptMail(db, mail.payload.orderId, publicUrl, environment, mail.payload);
      case 'dayClose':
        return dayCloseMail(db, mail.payload);
      case 'orderRefunded':
        return refundMail(db, mail.payload.refundId, publicUrl);
      case 'orderCancelledByShop':
        return shopCancelMail(db, mail.payload.orderId, publicUrl);
      case 'withdrawalReceived':
        return withdrawalMail(db, mail.payload.withdrawalId, publicUrl);
    }
  };
}

/**
 * Sends the mail queue (server/modules/notifications/mail/mailQueue.ts). Failures never reach whoever queued the mail (a payment,
 * an invitation): they are logged and tried again later. A message is sent at least once and, short of a
 * process dying between the SMTP server's acceptance and the row being marked, exactly once.
 */
export function createMailSender({ db, mailer, logger, publicUrl, verifactuEnvironment = 'test', now = () => new Date() }: MailSenderDeps): MailSender {
  const render = renderer(db, publicUrl, verifactuEnvironment);

  async function sendOne(claimed: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send(await render(queuedMailOf(claimed.kind, claimed.payload)), now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = await markMailFailed(db, claimed, message, now());
      logger[givenUp ? 'error' : 'warn'](
        { err: error, mailId: claimed.id, kind: claimed.kind, attempts: claimed.attempts },
        givenUp ? 'E-mail given up' : 'E-mail not sent; it will be tried again',
      );
      return false;
    }
    await markMailSent(db, claimed.id, now());
    logger.info({ mailId: claimed.id, kind: claimed.kind }, 'E-mail sent');
    return true;
  }

  return queueDrainer({ claimDue: (batch) => claimDueMails(db, now(), batch), sendOne, logger, failureMessage: 'Sending the mail queue failed' });
}
