import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { isPendingOrder } from '../../../src/data/orders/pending';

const order = (status: number, payment: number = PAYMENT_STATUS.paid) => ({
  orderStatus: { id: status, name: '' },
  paymentStatus: { id: payment, name: '' },
});

describe('pending pick-up orders (spec §2 /user_orders and the Orders tab)', () => {
  it('keeps an order from payment until it is collected, Prepared included (waiting at the counter)', () => {
    for (const status of [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared]) {
      expect(isPendingOrder(order(status))).toBe(true);
    }
  });

  it('drops a collected or cancelled order, and one whose payment was cancelled', () => {
    expect(isPendingOrder(order(ORDER_STATUS.delivery))).toBe(false);
    expect(isPendingOrder(order(ORDER_STATUS.cancel))).toBe(false);
    expect(isPendingOrder(order(ORDER_STATUS.pending, PAYMENT_STATUS.cancelled))).toBe(false);
  });
});
