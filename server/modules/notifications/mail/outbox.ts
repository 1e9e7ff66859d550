import { desc } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { mailOutbox } from '../../../platform/db/schema';
import type { OutgoingMail } from './message';

const LISTED = 50;

/** Demo mode keeps every sent message so the customer (and tests) can read codes without a mailbox. */
export async function storeInOutbox(db: Database, mail: OutgoingMail, now: Date): Promise<void> {
  // Attachments are not kept: the outbox shows what a message says, not its files.
  const { to, subject, text, html, code, link } = mail;
  await db.insert(mailOutbox).values({ to, subject, text, html, code, link, createdAt: now });
}

/** GET /api/dev/outbox: the latest messages, newest first. */
export async function listOutbox(db: Database) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(LISTED);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    code: row.code,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  }));
}
