import { and, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import type { Database } from '../../platform/db/connect';
import { orders, shopControls } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { cancelUnpaidOrder } from './customerOrders';

/**
 * How long an unpaid order may hold what others could buy: units of stock that counts, or a place in a
 * pick-up slot of a shop that caps its slots. A card form left open or a closed app would otherwise keep
 * the last bag of beans or the 8:45 slot from every other customer for the rest of the day.
 */
export const UNPAID_HOLD_MS = 30 * 60 * 1000;
const EXPIRY_EVERY_MS = 60 * 1000;
const BATCH = 100;

/**
 * Cancels the orders left unpaid past the hold that hold stock units or a capped slot, as the customer's
 * own cancel does (units and ritmitos given back, an event the open apps hear). An order whose payment is
 * under way or lands first is left alone; a card payment landing later is refunded as on any cancelled order.
 * Answers the number cancelled.
 */
export async function expireUnpaidOrders(db: Database, now: Date, restTimeoutMs: number): Promise<number> {
  const cappedShops = db.select({ locationId: shopControls.locationId }).from(shopControls).where(isNotNull(shopControls.slotCapacity));
  const stale = await db
    .select({ id: orders.id, customerId: orders.customerId, kind: orders.kind })
    .from(orders)
    .where(
      and(
        notInArray(orders.paymentStatusId, [PAYMENT_STATUS.paid, PAYMENT_STATUS.cancelled]),
        notInArray(orders.statusId, [ORDER_STATUS.cancel, DELIVERY_STATUS.cancel]),
        lt(orders.createdAt, new Date(now.getTime() - UNPAID_HOLD_MS)),
        or(
          sql`jsonb_array_length(coalesce(${orders.stockTaken}, '[]'::jsonb)) > 0`,
          and(sql`${orders.kind} = 'pickup'`, inArray(orders.locationId, cappedShops)),
        ),
      ),
    )
    .orderBy(orders.id)
    .limit(BATCH);
  let cancelled = 0;
  for (const order of stale) {
    try {
      await db.transaction((tx) => cancelUnpaidOrder(tx, order.customerId, order.id, order.kind, now, restTimeoutMs, 'expiry'));
      cancelled += 1;
    } catch (error) {
      // Paid, cancelled or being paid since it was read: it no longer holds anything for nothing.
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  return cancelled;
}

/** Runs the expiry every minute; answers the function that stops it. */
export function startUnpaidExpiry(db: Database, options: { logger: Logger; restTimeoutMs: number; now?: (() => Date) | undefined }): () => void {
  const now = options.now ?? (() => new Date());
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(db, now(), options.restTimeoutMs)
      .then((count) => {
        if (count > 0) options.logger.info({ cancelled: count }, 'Unpaid orders past their hold cancelled');
      })
      .catch((error: unknown) => options.logger.error({ err: error }, 'Expiring unpaid orders failed'))
      .finally(() => (running = false));
  }, EXPIRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
