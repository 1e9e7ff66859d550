import { and, asc, eq, inArray, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/connect';
import { operatorKeys, webhookDeliveries, webhookSubscriptions } from '../../../platform/db/schema';

/**
 * The durable webhook queue (table webhook_deliveries, filled by the triggers of migration 0022). A row
 * is tried until its receiver answers 2xx, spaced out (30 s, 1, 2, 4 … minutes, at most 4 hours apart),
 * for a day from the event; then it is marked failed and stays listed.
 */

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 4 * 3_600_000;
/** How long a row is tried before it is given up. */
export const TRIES_WINDOW_MS = 24 * 3_600_000;

export function deliveryRetryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  occurredAt: Date;
  attempts: number;
  triesSince: Date;
  url: string;
  secret: string;
  /** False once the subscription is removed or its key revoked: the row is then given up, not sent. */
  live: boolean;
}

/**
 * Takes up to `limit` rows due now and leases them for `leaseMs` (longer than a try may last), skipping
 * rows another process is taking. Only the first undelivered row of each order (or shop) per subscription
 * is due, so a later event never overtakes an earlier one, even across processes.
 */
export async function claimDueDeliveries(db: Database, now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const earlier = alias(webhookDeliveries, 'earlier');
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        lte(webhookDeliveries.nextAttemptAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.subscriptionId, webhookDeliveries.subscriptionId),
                eq(earlier.sequenceKey, webhookDeliveries.sequenceKey),
                lt(earlier.id, webhookDeliveries.id),
                isNull(earlier.deliveredAt),
                isNull(earlier.failedAt),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(webhookDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(webhookDeliveries.id, due))
    .returning({ id: webhookDeliveries.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: webhookDeliveries.id,
      subscriptionId: webhookDeliveries.subscriptionId,
      eventId: webhookDeliveries.eventId,
      type: webhookDeliveries.type,
      payload: webhookDeliveries.payload,
      occurredAt: webhookDeliveries.occurredAt,
      attempts: webhookDeliveries.attempts,
      triesSince: webhookDeliveries.triesSince,
      url: webhookSubscriptions.url,
      secret: webhookSubscriptions.secret,
      disabledAt: webhookSubscriptions.disabledAt,
      revokedAt: operatorKeys.revokedAt,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
    .innerJoin(operatorKeys, eq(operatorKeys.id, webhookSubscriptions.keyId))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(webhookDeliveries.id));
  return rows.map(({ disabledAt, revokedAt, ...row }) => ({ ...row, live: disabledAt === null && revokedAt === null }));
}

export async function markDelivered(db: Database, id: number, status: number, now: Date): Promise<void> {
  await db.update(webhookDeliveries).set({ deliveredAt: now, lastStatus: status, lastError: null }).where(eq(webhookDeliveries.id, id));
}

/** Gives a row up at once: its receiver cannot be one (a private address), or its subscription is gone. */
export async function markFailed(db: Database, id: number, error: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ failedAt: now, lastStatus: null, lastError: error.slice(0, 500) })
    .where(eq(webhookDeliveries.id, id));
}

/**
 * A try that did not reach a 2xx: the row waits for its next try, the last one at the end of the day of
 * tries; past it, the row is failed. Answers whether it was given up.
 */
export async function markTryFailed(
  db: Database,
  row: Pick<ClaimedDelivery, 'id' | 'attempts' | 'triesSince'>,
  outcome: { status: number | null; error: string },
  now: Date,
): Promise<boolean> {
  const giveUpAt = row.triesSince.getTime() + TRIES_WINDOW_MS;
  const givenUp = now.getTime() >= giveUpAt;
  const next = new Date(Math.min(now.getTime() + deliveryRetryDelayMs(row.attempts), giveUpAt));
  await db
    .update(webhookDeliveries)
    .set({ lastStatus: outcome.status, lastError: outcome.error.slice(0, 500), ...(givenUp ? { failedAt: now } : { nextAttemptAt: next }) })
    .where(eq(webhookDeliveries.id, row.id));
  return givenUp;
}
