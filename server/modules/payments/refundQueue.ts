import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import type { Database } from '../../platform/db/connect';
import { paymentRefunds } from '../../platform/db/schema';

/**
 * The durable refund queue (table payment_refunds). A refund is written in the transaction that records
 * the charge it gives back, and sent by the refund sender until the gateway accepts it: it is never given
 * up, only spaced out (1, 2, 4 … minutes, at most an hour apart).
 */

/** Longer than any gateway call may last, so a refund being sent is never sent again by another process meanwhile. */
export const REFUND_LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 60 * 60_000;

export function refundRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface RefundRequest {
  orderId: number;
  gatewayOrderNumber: string;
  amountCents: number;
  /** A charge that landed on a cancelled order, or a paid order the shop cancelled. */
  reason: 'charged-after-cancel' | 'cancelled-by-shop';
}

/** Queues the refund of an order's charge in the caller's transaction; a second one for the same order is dropped (false). */
export async function queueRefund(tx: Executor, refund: RefundRequest, now: Date): Promise<boolean> {
  const stored = await tx
    .insert(paymentRefunds)
    .values({ ...refund, requestedAt: now, nextAttemptAt: now })
    .onConflictDoNothing({ target: paymentRefunds.orderId, where: isNull(paymentRefunds.refundId) })
    .returning({ id: paymentRefunds.id });
  return stored.length > 0;
}

export type ClaimedRefund = { id: number; orderId: number; gatewayOrderNumber: string; amountCents: number; attempts: number };

/** Takes up to `limit` due refunds and leases them; rows another process is claiming are skipped. */
export async function claimDueRefunds(db: Database, now: Date, limit: number): Promise<ClaimedRefund[]> {
  const due = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(isNull(paymentRefunds.refundedAt), lte(paymentRefunds.nextAttemptAt, now)))
    .orderBy(asc(paymentRefunds.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentRefunds)
    .set({ attempts: sql`${paymentRefunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + REFUND_LEASE_MS) })
    .where(inArray(paymentRefunds.id, due))
    .returning({
      id: paymentRefunds.id,
      orderId: paymentRefunds.orderId,
      gatewayOrderNumber: paymentRefunds.gatewayOrderNumber,
      amountCents: paymentRefunds.amountCents,
      attempts: paymentRefunds.attempts,
    });
}

/** What the gateway answered, kept with the refund. */
export interface GatewayReply {
  response: string | null;
  answer: string | null;
}

export async function markRefunded(db: Database, id: number, reply: GatewayReply, now: Date): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({ refundedAt: now, lastError: null, gatewayResponse: reply.response, gatewayAnswer: reply.answer })
    .where(eq(paymentRefunds.id, id));
}

/** A refund the gateway did not accept waits for its next try. */
export async function markRefundFailed(db: Database, refund: ClaimedRefund, error: string, reply: GatewayReply, now: Date): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({
      lastError: error.slice(0, 500),
      gatewayResponse: reply.response,
      gatewayAnswer: reply.answer?.slice(0, 20_000) ?? null,
      nextAttemptAt: new Date(now.getTime() + refundRetryDelayMs(refund.attempts)),
    })
    .where(eq(paymentRefunds.id, refund.id));
}
