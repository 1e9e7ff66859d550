import { ORDER_STATUS, PAYMENT_STATUS } from '../../api/contract/statuses';

type Status = { id: number };
type PickupOrderState = { orderStatus: Status; paymentStatus: Status };

// Prepared (62003) is not finished: the order waits at the counter until it is collected (Delivery) or
// the day's close marks it not collected.
const FINISHED_STATUSES: ReadonlySet<number> = new Set([ORDER_STATUS.delivery, ORDER_STATUS.cancel, ORDER_STATUS.notCollected]);

/** Bottom navigation and /user_orders: an order still to be paid, made or collected. */
export function isPendingOrder(order: PickupOrderState): boolean {
  return !FINISHED_STATUSES.has(order.orderStatus.id) && order.paymentStatus.id !== PAYMENT_STATUS.cancelled;
}

/** 11001 is paid, anything else unpaid. */
export function isPaid(order: Pick<PickupOrderState, 'paymentStatus'>): boolean {
  return order.paymentStatus.id === PAYMENT_STATUS.paid;
}

/** Prepared: made and waiting at the counter for the customer to show the QR. */
export function isReadyForPickup(order: Pick<PickupOrderState, 'orderStatus'>): boolean {
  return order.orderStatus.id === ORDER_STATUS.prepared;
}

/** The pick-up QR is the customer's proof of payment at the counter: only a paid order still to collect has one. */
export function canShowPickupQr(order: PickupOrderState): boolean {
  return isPaid(order) && isPendingOrder(order);
}

/** Paid and still being made: the customer waits for it to be ready (what order notifications announce). */
export function isWaitingForOrder(order: PickupOrderState): boolean {
  return canShowPickupQr(order) && !isReadyForPickup(order);
}

/**
 * The pending orders as the counter needs them: the ones ready for pick-up first, then the rest, each
 * group newest first.
 */
export function ordersForTheCounter<T extends PickupOrderState & { orderDate: string }>(orders: readonly T[]): T[] {
  const newestFirst = (a: T, b: T) => b.orderDate.localeCompare(a.orderDate);
  const pending = orders.filter(isPendingOrder);
  return [...pending.filter(isReadyForPickup).sort(newestFirst), ...pending.filter((order) => !isReadyForPickup(order)).sort(newestFirst)];
}

/** Checklist steps of a pick-up order, in order; each is ticked when its id ≤ the current status. */
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

/**
 * What the counter calls out: the short daily number (#42), else (orders from before daily numbers) the
 * shop code and id (VA01-000042). The 12-character gateway number is never the name of an order.
 */
export function orderCallName(order: { dailyNumber?: number | null; orderCode: string }): string {
  return order.dailyNumber ? `#${order.dailyNumber}` : order.orderCode;
}
