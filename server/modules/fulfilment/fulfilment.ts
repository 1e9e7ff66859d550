import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { kitchenStartOf } from '../../../src/domain/schedule/pickupTime';
import { changeOrderStatus } from './changeStatus';
import type { Database } from '../../platform/db/connect';
import { ApiFailure } from '../../platform/http/envelope';
import { orders } from '../../platform/db/schema';

type Step = readonly [kind: 'pickup' | 'delivery', from: number, to: number];

/**
 * Progress the demo kitchen walks a paid order through, one step at a time: pick-up orders to
 * Prepared, delivery orders along the tracker to Delivered.
 */
const STEPS: readonly Step[] = [
  ['pickup', ORDER_STATUS.pending, ORDER_STATUS.inQueue],
  ['pickup', ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation],
  ['pickup', ORDER_STATUS.inPreparation, ORDER_STATUS.prepared],
  ['delivery', DELIVERY_STATUS.waiting, DELIVERY_STATUS.orderReady],
  ['delivery', DELIVERY_STATUS.orderReady, DELIVERY_STATUS.inTransport],
  ['delivery', DELIVERY_STATUS.inTransport, DELIVERY_STATUS.inDelivery],
  ['delivery', DELIVERY_STATUS.inDelivery, DELIVERY_STATUS.delivered],
];
export const DEFAULT_FULFILMENT_STEP_SECONDS = 20;

export interface FulfilmentOptions {
  stepSeconds?: number | undefined;
  now?: (() => Date) | undefined;
  /** Called, once committed, with the orders a step moved (order notifications). */
  onMoved?: ((orderIds: number[]) => void) | undefined;
  /** Called with what failed on a tick (the timer keeps going). */
  onError?: ((error: unknown) => void) | undefined;
}

/**
 * Paid pick-up orders for a later time whose kitchen start (the time minus the wait, a domain
 * rule) has not come: they stay Pending.
 */
async function notYetStarted(db: Database, now: Date): Promise<number[]> {
  const scheduled = await db
    .select({ id: orders.id, pickupAt: orders.pickupAt, totalProducts: orders.totalProducts })
    .from(orders)
    .where(
      and(eq(orders.kind, 'pickup'), eq(orders.paymentStatusId, PAYMENT_STATUS.paid), eq(orders.statusId, ORDER_STATUS.pending), gt(orders.pickupAt, now)),
    );
  return scheduled.filter((order) => order.pickupAt && kitchenStartOf(order.pickupAt, waitMinutes(order.totalProducts)) > now).map((order) => order.id);
}

/**
 * One tick of the demo kitchen: every paid order no person has moved, whose status has not changed for a
 * step, moves one status on (Pending → InQueue → InPreparation → Prepared; Waiting → OrderReady →
 * InTransport → InDelivery → Delivered) through the counter's one move rule, each with its event. Since
 * the time of the last change is the order's own, a slow tick never skips a step. An order for a later
 * time starts (leaves Pending) at that time minus its wait. Returns how many orders moved.
 */
export async function advanceFulfilment(
  db: Database,
  now: Date,
  stepSeconds = DEFAULT_FULFILMENT_STEP_SECONDS,
  onMoved?: (orderIds: number[]) => void,
): Promise<number> {
  const dueBefore = new Date(now.getTime() - stepSeconds * 1000);
  const waiting = new Set(await notYetStarted(db, now));
  const due = await db
    .select({ id: orders.id, kind: orders.kind, statusId: orders.statusId })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatusId, PAYMENT_STATUS.paid),
        inArray(
          orders.statusId,
          STEPS.map(([, from]) => from),
        ),
        isNull(orders.movedByPersonAt),
        lte(orders.statusChangedAt, dueBefore),
        // A step is counted from the payment too: an order paid late starts its first step then.
        or(isNull(orders.paidAt), lte(orders.paidAt, dueBefore)),
      ),
    )
    .orderBy(orders.id);
  const moved: number[] = [];
  for (const order of due) {
    const step = STEPS.find(([kind, from]) => kind === order.kind && from === order.statusId);
    if (!step || waiting.has(order.id)) continue;
    try {
      await changeOrderStatus(db, { orderId: order.id, to: step[2], expected: order.statusId, staff: null, source: 'simulator', now, issuer: null });
      moved.push(order.id);
    } catch (error) {
      // Moved by a person (or paid back) since it was read: no longer the kitchen's to move.
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  if (moved.length > 0) onMoved?.(moved);
  return moved.length;
}

/**
 * Demo mode only: runs advanceFulfilment every few seconds (a quarter of a step, at most 5 s) until
 * the returned stop() is called.
 */
export function startFulfilmentSimulator(db: Database, options: FulfilmentOptions = {}): () => void {
  const stepSeconds = options.stepSeconds ?? DEFAULT_FULFILMENT_STEP_SECONDS;
  const now = options.now ?? (() => new Date());
  const tickMs = Math.max(50, Math.min(5000, (stepSeconds * 1000) / 4));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    advanceFulfilment(db, now(), stepSeconds, options.onMoved)
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
