import type { Logger } from 'pino';
import type { Database } from '../db/connect';
import { invitationMail } from './invitationMail';
import { claimDueMails, markMailFailed, markMailSent, type ClaimedMail } from './mailQueue';
import type { Mailer } from './mailer';
import type { OutgoingMail } from './message';
import { queuedMailOf, type QueuedMail } from './queuedMail';
import { receiptMail } from './receiptMail';

const BATCH = 10;

export interface MailSender {
  /** Sends what is due soon, without waiting: call it after a commit that queued mail. */
  kick(): void;
  /** Sends everything due now; a call during a pass makes that pass look again. Resolves with how many were sent. */
  drain(): Promise<number>;
  /** Also looks every `everyMs` (retries, rows of a process that stopped mid-send) until stop(). */
  start(everyMs: number): void;
  stop(): Promise<void>;
}

export interface MailSenderDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  now?: (() => Date) | undefined;
}

/** Writes a queued e-mail as it is sent: the receipt from the order and invoice as stored now. */
function renderer(db: Database, publicUrl: string) {
  return (mail: QueuedMail): Promise<OutgoingMail> | OutgoingMail =>
    mail.kind === 'invitation' ? invitationMail(mail.payload, publicUrl) : receiptMail(db, mail.payload.orderId, publicUrl);
}

/**
 * Sends the mail queue (server/mail/mailQueue.ts). Failures never reach whoever queued the mail (a payment,
 * an invitation): they are logged and tried again later. A message is sent at least once and, short of a
 * process dying between the SMTP server's acceptance and the row being marked, exactly once.
 */
export function createMailSender({ db, mailer, logger, publicUrl, now = () => new Date() }: MailSenderDeps): MailSender {
  const render = renderer(db, publicUrl);
  let pass: Promise<number> | null = null;
  let lookAgain = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function sendOne(claimed: ClaimedMail): Promise<boolean> {
    try {
      await mailer.send(await render(queuedMailOf(claimed.kind, claimed.payload)), now());
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const givenUp = await markMailFailed(db, claimed, message, now());
      logger[givenUp ? 'error' : 'warn']({ err: error, mailId: claimed.id, kind: claimed.kind, attempts: claimed.attempts }, givenUp ? 'E-mail given up' : 'E-mail not sent; it will be tried again');
      return false;
    }
    await markMailSent(db, claimed.id, now());
    logger.info({ mailId: claimed.id, kind: claimed.kind }, 'E-mail sent');
    return true;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    do {
      lookAgain = false;
      for (;;) {
        const claimed = await claimDueMails(db, now(), BATCH);
        if (claimed.length === 0) break;
        for (const mail of claimed) if (await sendOne(mail)) sent += 1;
        if (stopped) return sent;
      }
    } while (lookAgain && !stopped);
    return sent;
  }

  function drain(): Promise<number> {
    if (pass) {
      lookAgain = true;
      return pass;
    }
    pass = sendDue().finally(() => {
      pass = null;
    });
    return pass;
  }

  function kick(): void {
    if (stopped) return;
    drain().catch((error: unknown) => {
      // Closing the database under a pass is part of stopping, not a failure.
      if (!stopped) logger.error({ err: error }, 'Sending the mail queue failed');
    });
  }

  return {
    kick,
    drain,
    start(everyMs) {
      timer ??= setInterval(kick, everyMs);
      timer.unref?.();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await pass?.catch(() => 0);
    },
  };
}
