import type { Order } from '../../api/contract';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../api/contract/statuses';

// Prepared (62003) is not finished: the order waits at the counter until it is collected (Delivery).
const FINISHED_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.delivery, ORDER_STATUS.cancel]);

/** Spec §2 bottom navigation and /user_orders: an order still to be paid, made or collected. */
export function isPendingOrder(order: Pick<Order, 'orderStatus' | 'paymentStatus'>): boolean {
  return !FINISHED_STATUSES.has(order.orderStatus.id) && order.paymentStatus.id !== PAYMENT_STATUS.cancelled;
}

/** Spec §9: 11001 is paid, anything else unpaid. */
export function isPaid(order: Pick<Order, 'paymentStatus'>): boolean {
  return order.paymentStatus.id === PAYMENT_STATUS.paid;
}

/** Spec §4 checklist steps of a pick-up order, in order; each is ticked when its id ≤ the current status. */
export const PROGRESS_STEPS = [
  { id: ORDER_STATUS.pending, key: 'pending' },
  { id: ORDER_STATUS.inQueue, key: 'inQueue' },
  { id: ORDER_STATUS.inPreparation, key: 'inPreparation' },
  { id: ORDER_STATUS.prepared, key: 'prepared' },
] as const;

export function progressSteps(statusId: number): { id: number; key: (typeof PROGRESS_STEPS)[number]['key']; done: boolean }[] {
  const cancelled = statusId === ORDER_STATUS.cancel;
  return PROGRESS_STEPS.map((step) => ({ ...step, done: !cancelled && step.id <= statusId }));
}
