import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS, PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import {
  judgeMove,
  nextStatus,
  RECALL_WINDOW_MS,
  refusalStatus,
  stepIndex,
  UNDO_WINDOW_MS,
  undoStillApplies,
  type MoveRequest,
  type OrderForMove,
} from '../../../../src/domain/orders/orderMoves';

const T0 = new Date('2026-11-25T09:00:00Z');
const later = (ms: number) => new Date(T0.getTime() + ms);

function pickup(statusId: number, extra: Partial<OrderForMove> = {}): OrderForMove {
  return { kind: 'pickup', statusId, paymentStatusId: PAYMENT_STATUS.paid, statusChangedAt: T0, previousStatusId: null, ...extra };
}
function delivery(statusId: number, extra: Partial<OrderForMove> = {}): OrderForMove {
  return { ...pickup(statusId, extra), kind: 'delivery' };
}
function ask(order: OrderForMove, to: number, extra: Partial<MoveRequest> = {}): MoveRequest {
  return { to, expected: order.statusId, member: { role: 'barista', shops: ['va01'] }, source: 'board', now: later(1000), ...extra };
}
const judged = (order: OrderForMove, to: number, extra: Partial<MoveRequest> = {}) => judgeMove(order, ask(order, to, extra));

describe('nextStatus: one tap moves an order one step along its flow', () => {
  it('walks a pick-up order New → In queue → In preparation → Ready → Handed over, then stops', () => {
    expect(nextStatus('pickup', ORDER_STATUS.pending)).toBe(ORDER_STATUS.inQueue);
    expect(nextStatus('pickup', ORDER_STATUS.inQueue)).toBe(ORDER_STATUS.inPreparation);
    expect(nextStatus('pickup', ORDER_STATUS.inPreparation)).toBe(ORDER_STATUS.prepared);
    expect(nextStatus('pickup', ORDER_STATUS.prepared)).toBe(ORDER_STATUS.delivery);
    expect(nextStatus('pickup', ORDER_STATUS.delivery)).toBeNull();
    expect(nextStatus('pickup', ORDER_STATUS.cancel)).toBeNull();
  });
  it('walks a delivery order from Waiting (and Draft, shown as Waiting) to Delivered', () => {
    expect(nextStatus('delivery', DELIVERY_STATUS.draft)).toBe(DELIVERY_STATUS.orderReady);
    expect(nextStatus('delivery', DELIVERY_STATUS.waiting)).toBe(DELIVERY_STATUS.orderReady);
    expect(nextStatus('delivery', DELIVERY_STATUS.inDelivery)).toBe(DELIVERY_STATUS.delivered);
    expect(nextStatus('delivery', DELIVERY_STATUS.delivered)).toBeNull();
    expect(stepIndex('delivery', DELIVERY_STATUS.orderInShop)).toBe(-1);
  });
});

describe('judgeMove: forward one step', () => {
  it('allows each next step of a paid pick-up order', () => {
    for (const from of [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared]) {
      const to = nextStatus('pickup', from)!;
      expect(judged(pickup(from), to)).toEqual({ ok: true, move: 'forward' });
    }
  });
  it('refuses a jump (Pending → Delivery, Pending → Ready) and a move onto the same status', () => {
    expect(judged(pickup(ORDER_STATUS.pending), ORDER_STATUS.delivery)).toEqual({ ok: false, refusal: 'move_not_allowed' });
    expect(judged(pickup(ORDER_STATUS.pending), ORDER_STATUS.prepared)).toEqual({ ok: false, refusal: 'move_not_allowed' });
    expect(judged(pickup(ORDER_STATUS.inQueue), ORDER_STATUS.inQueue)).toEqual({ ok: false, refusal: 'move_not_allowed' });
  });
  it('refuses a status of the other kind of order, and anything from a cancelled order', () => {
    expect(judged(pickup(ORDER_STATUS.pending), DELIVERY_STATUS.orderReady)).toEqual({ ok: false, refusal: 'move_not_allowed' });
    expect(judged(pickup(ORDER_STATUS.cancel), ORDER_STATUS.pending)).toEqual({ ok: false, refusal: 'move_not_allowed' });
  });
  it('refuses a stale view first: the person saw a status the order no longer has', () => {
    const order = pickup(ORDER_STATUS.inPreparation);
    expect(judgeMove(order, ask(order, ORDER_STATUS.inPreparation, { expected: ORDER_STATUS.inQueue }))).toEqual({ ok: false, refusal: 'status_changed' });
  });
  it('leaves unpaid orders alone', () => {
    for (const payment of [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed, PAYMENT_STATUS.cancelled]) {
      expect(judged(pickup(ORDER_STATUS.pending, { paymentStatusId: payment }), ORDER_STATUS.inQueue)).toEqual({ ok: false, refusal: 'order_not_paid' });
    }
  });
});

describe('judgeMove: undo and recall', () => {
  const tapped = pickup(ORDER_STATUS.inPreparation, { previousStatusId: ORDER_STATUS.inQueue });
  it('takes a tap back within the undo window', () => {
    expect(judged(tapped, ORDER_STATUS.inQueue, { now: later(UNDO_WINDOW_MS) })).toEqual({ ok: true, move: 'undo' });
  });
  it('refuses it after the window', () => {
    expect(judged(tapped, ORDER_STATUS.inQueue, { now: later(UNDO_WINDOW_MS + 1) })).toEqual({ ok: false, refusal: 'window_closed' });
  });
  it('refuses a step back when the last change was not that forward step (no reverse walk)', () => {
    expect(judged(pickup(ORDER_STATUS.inPreparation), ORDER_STATUS.inQueue)).toEqual({ ok: false, refusal: 'move_not_allowed' });
    expect(judged(pickup(ORDER_STATUS.inPreparation, { previousStatusId: ORDER_STATUS.inQueue }), ORDER_STATUS.pending)).toEqual({
      ok: false,
      refusal: 'move_not_allowed',
    });
  });
  it('recalls a handed-over pick-up order to Ready for 30 minutes', () => {
    const handed = pickup(ORDER_STATUS.delivery, { previousStatusId: ORDER_STATUS.prepared });
    expect(judged(handed, ORDER_STATUS.prepared, { now: later(RECALL_WINDOW_MS) })).toEqual({ ok: true, move: 'recall' });
    expect(judged(handed, ORDER_STATUS.prepared, { now: later(RECALL_WINDOW_MS + 1) })).toEqual({ ok: false, refusal: 'window_closed' });
  });
});

describe('judgeMove: cancel and roles', () => {
  it('lets a manager cancel a pick-up order before preparation, not after', () => {
    const manager = { member: { role: 'manager' as const, shops: ['va01'] } };
    expect(judged(pickup(ORDER_STATUS.pending), ORDER_STATUS.cancel, manager)).toEqual({ ok: true, move: 'cancel' });
    expect(judged(pickup(ORDER_STATUS.inQueue), ORDER_STATUS.cancel, manager)).toEqual({ ok: true, move: 'cancel' });
    expect(judged(pickup(ORDER_STATUS.inPreparation), ORDER_STATUS.cancel, manager)).toEqual({ ok: false, refusal: 'too_late_to_cancel' });
    expect(judged(pickup(ORDER_STATUS.prepared), ORDER_STATUS.cancel, manager)).toEqual({ ok: false, refusal: 'too_late_to_cancel' });
  });
  it('keeps cancelling and delivery orders to managers', () => {
    expect(judged(pickup(ORDER_STATUS.pending), ORDER_STATUS.cancel)).toEqual({ ok: false, refusal: 'manager_only' });
    expect(judged(delivery(DELIVERY_STATUS.waiting), DELIVERY_STATUS.orderReady)).toEqual({ ok: false, refusal: 'manager_only' });
    expect(judged(delivery(DELIVERY_STATUS.waiting), DELIVERY_STATUS.orderReady, { member: { role: 'manager', shops: ['va01'] } })).toEqual({
      ok: true,
      move: 'forward',
    });
    expect(judged(delivery(DELIVERY_STATUS.orderReady), DELIVERY_STATUS.cancel, { member: { role: 'manager', shops: ['va01'] } })).toEqual({
      ok: false,
      refusal: 'too_late_to_cancel',
    });
  });
  it('lets an owner cancel and move delivery orders in any shop', () => {
    const owner = { member: { role: 'owner' as const, shops: [] } };
    expect(judged(pickup(ORDER_STATUS.pending, { shop: 'va02' }), ORDER_STATUS.cancel, owner)).toEqual({ ok: true, move: 'cancel' });
    expect(judged(delivery(DELIVERY_STATUS.waiting, { shop: 'ONLINE' }), DELIVERY_STATUS.orderReady, owner)).toEqual({ ok: true, move: 'forward' });
  });
  it("refuses a manager's cancel in a shop that is not theirs", () => {
    expect(judged(pickup(ORDER_STATUS.pending, { shop: 'va02' }), ORDER_STATUS.cancel, { member: { role: 'manager', shops: ['va01'] } })).toEqual({
      ok: false,
      refusal: 'manager_only',
    });
  });
  it('lets the demo kitchen and the shop system move delivery orders without a role', () => {
    expect(judged(delivery(DELIVERY_STATUS.waiting), DELIVERY_STATUS.orderReady, { member: null, source: 'simulator' })).toEqual({ ok: true, move: 'forward' });
  });
  it('answers a stale view with 409, a role with 403, the rest with 422', () => {
    expect(refusalStatus('status_changed')).toBe(409);
    expect(refusalStatus('manager_only')).toBe(403);
    expect(refusalStatus('move_not_allowed')).toBe(422);
    expect(refusalStatus('window_closed')).toBe(422);
  });
});

describe('undoStillApplies: the board offers to take a tap back only while the order stands where it took it', () => {
  const tap = { from: ORDER_STATUS.inPreparation, to: ORDER_STATUS.prepared };

  it('stands while the order is at the tap’s step, or not yet shown there', () => {
    expect(undoStillApplies(tap, ORDER_STATUS.prepared)).toBe(true);
    expect(undoStillApplies(tap, ORDER_STATUS.inPreparation)).toBe(true);
  });

  it('goes once the order is handed over, cancelled, or no longer on the device', () => {
    expect(undoStillApplies(tap, ORDER_STATUS.delivery)).toBe(false);
    expect(undoStillApplies(tap, ORDER_STATUS.cancel)).toBe(false);
    expect(undoStillApplies(tap, undefined)).toBe(false);
  });
});
