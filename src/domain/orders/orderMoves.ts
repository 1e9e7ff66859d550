import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../api/contract/statuses';
import { can, type Member, type ShopKey } from '../people/permissions';

export type OrderKind = 'pickup' | 'delivery';
/** Who asks for a move: a person on the board or the scanner, the shop's own system, or the demo kitchen. */
export type MoveSource = 'board' | 'scan' | 'api' | 'simulator';

/** A tap on a ticket's last step can be taken back for this long. */
export const UNDO_WINDOW_MS = 10_000;
/**
 * Whether the offer to take back a tap (from → to) still stands for its order, now at `statusId`
 * (undefined: no longer on this device): while the order stays where the tap took it, or has not yet been
 * shown there. Once it has moved on (handed over, cancelled, moved by someone else) or gone, undoing would
 * take back more than that tap, so the offer goes.
 */
export function undoStillApplies(tap: { from: number; to: number }, statusId: number | undefined): boolean {
  return statusId === tap.to || statusId === tap.from;
}

/** A handed-over order stays on the board, recallable, for this long. */
export const RECALL_WINDOW_MS = 30 * 60_000;

/** The steps each kind of order walks, in order; the last one is handed over / delivered. */
export const PICKUP_FLOW: readonly number[] = [
  ORDER_STATUS.pending,
  ORDER_STATUS.inQueue,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.prepared,
  ORDER_STATUS.delivery,
];
export const DELIVERY_FLOW: readonly number[] = [
  DELIVERY_STATUS.waiting,
  DELIVERY_STATUS.orderReady,
  DELIVERY_STATUS.inTransport,
  DELIVERY_STATUS.inDelivery,
  DELIVERY_STATUS.delivered,
];

const CANCELLED: Record<OrderKind, number> = { pickup: ORDER_STATUS.cancel, delivery: DELIVERY_STATUS.cancel };

export const flowOf = (kind: OrderKind): readonly number[] => (kind === 'pickup' ? PICKUP_FLOW : DELIVERY_FLOW);
export const cancelledStatusOf = (kind: OrderKind): number => CANCELLED[kind];

/** Where an order stands in its flow (a delivery Draft stands where Waiting does); -1 off the flow (cancelled, in shop). */
export function stepIndex(kind: OrderKind, statusId: number): number {
  const shown = kind === 'delivery' && statusId === DELIVERY_STATUS.draft ? DELIVERY_STATUS.waiting : statusId;
  return flowOf(kind).indexOf(shown);
}

/** The status one tap moves an order to; null at the end of its flow or off it. */
export function nextStatus(kind: OrderKind, statusId: number): number | null {
  const index = stepIndex(kind, statusId);
  const flow = flowOf(kind);
  return index >= 0 && index < flow.length - 1 ? (flow[index + 1] ?? null) : null;
}

export type MoveKind = 'forward' | 'undo' | 'recall' | 'cancel';

export interface OrderForMove {
  kind: OrderKind;
  statusId: number;
  paymentStatusId: number;
  /** When the order reached its current status. */
  statusChangedAt: Date;
  /** The status before the current one, when the last change was a step forward (what an undo goes back to). */
  previousStatusId: number | null;
  /** The order's shop, as the member's shops name it. */
  shop?: ShopKey;
}

export interface MoveRequest {
  to: number;
  /** The status the person saw when they tapped. */
  expected: number;
  /** The person who moves it; none for the demo kitchen and the shop's own system. */
  member: Member | null;
  source: MoveSource;
  now: Date;
}

export type MoveRefusal =
  /** Someone else moved it first: the person saw a status the order no longer has. */
  | 'status_changed'
  /** Not paid: the counter does not touch it. */
  | 'order_not_paid'
  /** Not a move the rule allows from here (a jump, a reverse step, the end of the flow). */
  | 'move_not_allowed'
  /** An undo after its window, a recall after its window. */
  | 'window_closed'
  /** Cancelling once preparation started. */
  | 'too_late_to_cancel'
  /** A barista moving a delivery order or cancelling: managers only. */
  | 'manager_only';

export type MoveVerdict = { ok: true; move: MoveKind } | { ok: false; refusal: MoveRefusal };

const refuse = (refusal: MoveRefusal): MoveVerdict => ({ ok: false, refusal });

/**
 * The one rule for moving an order on the counter. Allowed: one step forward; one step back within
 * UNDO_WINDOW_MS of the step that got there; a handed-over pick-up order back to Ready within
 * RECALL_WINDOW_MS; cancelling before preparation starts (the money goes back to the customer).
 * Delivery orders and cancellations are a manager's (the permission rule). The status the person saw must still be the order's.
 */
export function judgeMove(order: OrderForMove, request: MoveRequest): MoveVerdict {
  if (request.expected !== order.statusId) return refuse('status_changed');
  if (order.paymentStatusId !== PAYMENT_STATUS.paid) return refuse('order_not_paid');
  const isPerson = request.source !== 'simulator' && request.source !== 'api';
  const flow = flowOf(order.kind);
  const from = stepIndex(order.kind, order.statusId);
  if (from < 0) return refuse('move_not_allowed');
  const sinceChange = request.now.getTime() - order.statusChangedAt.getTime();

  if (request.to === cancelledStatusOf(order.kind)) {
    if (isPerson && !can(request.member, 'order.cancel', order.shop)) return refuse('manager_only');
    // Before preparation: New or In queue for pick-up; Waiting for delivery.
    return from <= (order.kind === 'pickup' ? 1 : 0) ? { ok: true, move: 'cancel' } : refuse('too_late_to_cancel');
  }
  if (order.kind === 'delivery' && isPerson && !can(request.member, 'order.delivery', order.shop)) return refuse('manager_only');

  const to = flow.indexOf(request.to);
  if (to < 0) return refuse('move_not_allowed');
  if (to === from + 1) return { ok: true, move: 'forward' };
  if (to === from - 1) {
    const last = flow.length - 1;
    if (from === last && order.kind === 'pickup') {
      return sinceChange <= RECALL_WINDOW_MS ? { ok: true, move: 'recall' } : refuse('window_closed');
    }
    if (order.previousStatusId !== request.to) return refuse('move_not_allowed');
    return sinceChange <= UNDO_WINDOW_MS ? { ok: true, move: 'undo' } : refuse('window_closed');
  }
  return refuse('move_not_allowed');
}

/** The HTTP status each refusal answers with: a stale view is a conflict, the rest are not allowed. */
export function refusalStatus(refusal: MoveRefusal): 403 | 409 | 422 {
  if (refusal === 'status_changed') return 409;
  if (refusal === 'manager_only') return 403;
  return 422;
}
