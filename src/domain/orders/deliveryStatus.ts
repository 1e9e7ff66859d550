import { DELIVERY_STATUS, PAYMENT_STATUS } from '../../api/contract';

type Status = { id: number; name: string };
type DeliveryOrderState = { orderStatus: Status; paymentStatus: Status };

export type DeliveryStageKey = 'waiting' | 'orderReady' | 'inTransport' | 'inDelivery' | 'delivered';
export type DeliveryStage = { id: number; key: DeliveryStageKey; checked: boolean };

/** The tracker's stages in order (OrderInShop and Cancel are not stages). */
export const DELIVERY_TRACKER_STAGES: ReadonlyArray<{ id: number; key: DeliveryStageKey }> = [
  { id: DELIVERY_STATUS.waiting, key: 'waiting' },
  { id: DELIVERY_STATUS.orderReady, key: 'orderReady' },
  { id: DELIVERY_STATUS.inTransport, key: 'inTransport' },
  { id: DELIVERY_STATUS.inDelivery, key: 'inDelivery' },
  { id: DELIVERY_STATUS.delivered, key: 'delivered' },
];

/** Draft (63000) is shown as Waiting (63001). */
export function displayedDeliveryStatusId(statusId: number): number {
  return statusId === DELIVERY_STATUS.draft ? DELIVERY_STATUS.waiting : statusId;
}

/** A tracker stage is checked when its id is at or below the order's status id. */
export function deliveryTrackerStages(statusId: number): DeliveryStage[] {
  const shown = displayedDeliveryStatusId(statusId);
  return DELIVERY_TRACKER_STAGES.map((stage) => ({ ...stage, checked: stage.id <= shown }));
}

/** Payment status 11001 is paid; anything else unpaid. */
export function isDeliveryOrderPaid(order: Pick<DeliveryOrderState, 'paymentStatus'>): boolean {
  return order.paymentStatus.id === PAYMENT_STATUS.paid;
}

/** The tracker shows only for a paid order not yet Delivered (never for OrderInShop or Cancel). */
export function showsDeliveryTracker(order: DeliveryOrderState): boolean {
  const shown = displayedDeliveryStatusId(order.orderStatus.id);
  return isDeliveryOrderPaid(order) && shown !== DELIVERY_STATUS.delivered && DELIVERY_TRACKER_STAGES.some((stage) => stage.id === shown);
}

/** What the status line says: the 'Waiting' label, or the status name the server sent. */
export type DeliveryStatusLine = { kind: 'waiting' } | { kind: 'name'; name: string };

const ALWAYS_BY_NAME: ReadonlySet<number> = new Set([DELIVERY_STATUS.delivered, DELIVERY_STATUS.orderInShop, DELIVERY_STATUS.cancel]);

/**
 * Payment status and delivery status: a delivered order shows its status name, an unpaid one
 * not delivered shows Waiting, a paid one its status name (Draft still reads Waiting).
 * OrderInShop and Cancel are shown by name, so a cancelled unpaid order never reads Waiting.
 */
export function deliveryStatusLine(order: DeliveryOrderState): DeliveryStatusLine {
  const statusId = order.orderStatus.id;
  if (ALWAYS_BY_NAME.has(statusId)) return { kind: 'name', name: order.orderStatus.name };
  if (!isDeliveryOrderPaid(order) || statusId === DELIVERY_STATUS.draft) return { kind: 'waiting' };
  return { kind: 'name', name: order.orderStatus.name };
}

/** Unpaid orders can be paid by card or cancelled — not once cancelled. */
export function canPayOrCancelDeliveryOrder(order: DeliveryOrderState): boolean {
  return !isDeliveryOrderPaid(order) && order.orderStatus.id !== DELIVERY_STATUS.cancel && order.paymentStatus.id !== PAYMENT_STATUS.cancelled;
}
