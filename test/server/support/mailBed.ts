import type { Hono } from 'hono';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { createMailer } from '../../../server/modules/notifications/mail/mailer';
import { createMailSender, type MailSender } from '../../../server/modules/notifications/mailSending/mailSender';
import { memoryLogger, type Backend } from '../harness';
import { TEST_SECRET } from './customers';
import { listenWith } from './listeningApp';
import { OPEN_TIME } from './orderBed';
import { startSmtpListener, type SmtpListener } from './smtpListener';

export const PUBLIC_URL = 'https://cafe.example';

export interface MailTestBed {
  app: Hono;
  db: Database;
  clock: { now: Date };
  smtp: SmtpListener;
  /** The sender the app wakes after its writes; tests await drain() to know it has finished. */
  sender: MailSender;
  /** A sender of the same queue through another SMTP URL (a mail server that is down, a second process). */
  senderThrough(smtpUrl: string): MailSender;
  logLines(): Record<string, unknown>[];
  dispose(): Promise<void>;
}

/** The real app on a fresh seeded database, mailing through a real SMTP listener as production does (no demo outbox). */
export async function mailTestBed(backend: Backend, start = OPEN_TIME): Promise<MailTestBed> {
  const fresh = await backend.fresh();
  const { db } = fresh.opened;
  await seedIfEmpty(db);
  const smtp = await startSmtpListener();
  const clock = { now: start };
  const now = () => clock.now;
  const { logger, lines } = memoryLogger();
  const senderThrough = (smtpUrl: string) =>
    createMailSender({
      db,
      mailer: createMailer({ config: { mode: 'production', smtpUrl, mailFrom: 'Ritmo <hola@ritmo.test>' }, db, logger }),
      logger,
      publicUrl: PUBLIC_URL,
      now,
    });
  const sender = senderThrough(smtp.url);
  let app: Hono | undefined;
  // Listening, so a wallet payment reaches the demo sandbox's REST gateway at the app's own URL.
  const listening = await listenWith(
    (publicUrl) => (app = createApp({ db, logger, config: ephemeralConfig({ jwtSecret: TEST_SECRET, publicUrl }), now, mailSender: sender })),
  );
  return {
    app: app as unknown as Hono,
    db,
    clock,
    smtp,
    sender,
    senderThrough,
    logLines: lines,
    async dispose() {
      await sender.stop();
      await listening.close();
      await smtp.close();
      await fresh.dispose();
    },
  };
}

/** The messages the listener caught for one address. */
export const mailsTo = (smtp: SmtpListener, address: string) => smtp.messages.filter((message) => message.to.includes(address));
