import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import type { Database } from '../../../platform/db/connect';
import { mailQueue } from '../../../platform/db/schema';
import { receiptKey, type QueuedMail } from './queuedMail';

/**
 * How long a claimed row belongs to the process that claimed it. Longer than any SMTP exchange
 * (nodemailer gives up on a silent server after 2 minutes), so a slow send is never sent again by
 * another process; a process that dies mid-send leaves its rows to be sent again after it.
 */
export const CLAIM_LEASE_MS = 15 * 60_000;
/** Failed sends are tried again after 1, 2, 4 … minutes (at most an hour apart), 10 times in all. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * Writes the e-mail in the caller's transaction, so it exists exactly when what it announces committed.
 * A second mail under the same key is dropped: false.
 */
export async function enqueueMail(tx: Executor, key: string, mail: QueuedMail, now: Date): Promise<boolean> {
  const stored = await tx
    .insert(mailQueue)
    .values({ key, kind: mail.kind, payload: mail.payload, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: mailQueue.key })
    .returning({ id: mailQueue.id });
  return stored.length > 0;
}

export type ClaimedMail = { id: number; kind: string; payload: unknown; attempts: number };

/**
 * Takes up to `limit` rows that are due and leases them: one statement, and rows another process is
 * claiming at the same moment are skipped (FOR UPDATE SKIP LOCKED), so no row is handed out twice.
 */
export async function claimDueMails(db: Database, now: Date, limit: number): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, now)))
    .orderBy(asc(mailQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(inArray(mailQueue.id, due))
    .returning({ id: mailQueue.id, kind: mailQueue.kind, payload: mailQueue.payload, attempts: mailQueue.attempts });
}

export async function markMailSent(db: Database, id: number, now: Date): Promise<void> {
  await db.update(mailQueue).set({ sentAt: now, lastError: null }).where(eq(mailQueue.id, id));
}

/** A failed send waits for its next try, or is given up after MAX_ATTEMPTS. Returns whether it was given up. */
export async function markMailFailed(db: Database, mail: ClaimedMail, error: string, now: Date): Promise<boolean> {
  const givenUp = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailQueue)
    .set({
      lastError: error.slice(0, 500),
      ...(givenUp ? { failedAt: now } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) }),
    })
    .where(eq(mailQueue.id, mail.id));
  return givenUp;
}

/** The receipt of an order just paid, queued in the payment's transaction (once per order). */
export function queueReceipt(tx: Executor, orderId: number, now: Date): Promise<boolean> {
  return enqueueMail(tx, receiptKey(orderId), { kind: 'receipt', payload: { orderId } }, now);
}
