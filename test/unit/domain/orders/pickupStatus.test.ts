import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import {
  canShowPickupQr,
  isPendingOrder,
  isWaitingForOrder,
  orderCallName,
  ordersForTheCounter,
  progressSteps,
} from '../../../../src/domain/orders/pickupStatus';

const order = (status: number, payment: number = PAYMENT_STATUS.paid, orderDate = '2026-11-23T09:00:00.000Z') => ({
  orderStatus: { id: status, name: '' },
  paymentStatus: { id: payment, name: '' },
  orderDate,
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

  it('lists the orders ready at the counter first, each group newest first, without the finished ones', () => {
    const older = order(ORDER_STATUS.inQueue, PAYMENT_STATUS.paid, '2026-11-23T08:00:00.000Z');
    const newer = order(ORDER_STATUS.pending, PAYMENT_STATUS.pending, '2026-11-23T10:00:00.000Z');
    const readyOld = order(ORDER_STATUS.prepared, PAYMENT_STATUS.paid, '2026-11-23T07:00:00.000Z');
    const readyNew = order(ORDER_STATUS.prepared, PAYMENT_STATUS.paid, '2026-11-23T07:30:00.000Z');
    const collected = order(ORDER_STATUS.delivery, PAYMENT_STATUS.paid, '2026-11-23T11:00:00.000Z');
    expect(ordersForTheCounter([older, readyOld, collected, newer, readyNew])).toEqual([readyNew, readyOld, newer, older]);
  });

  it('ticks every checklist step up to the current status, none when cancelled', () => {
    expect(progressSteps(ORDER_STATUS.prepared).every((step) => step.done)).toBe(true);
    expect(progressSteps(ORDER_STATUS.inQueue).map((step) => step.done)).toEqual([true, true, false, false]);
    expect(progressSteps(ORDER_STATUS.cancel).some((step) => step.done)).toBe(false);
  });
});

describe('the name the counter calls', () => {
  it('is the short daily number, else the shop code and id for orders from before daily numbers', () => {
    expect(orderCallName({ dailyNumber: 42, orderCode: 'VA01-000042' })).toBe('#42');
    expect(orderCallName({ dailyNumber: null, orderCode: 'VA01-000042' })).toBe('VA01-000042');
    expect(orderCallName({ orderCode: 'VA01-000007' })).toBe('VA01-000007');
  });
});

describe('what the order screen offers', () => {
  it('shows the pick-up QR only for a paid order that is not finished', () => {
    expect(canShowPickupQr(order(ORDER_STATUS.inQueue))).toBe(true);
    expect(canShowPickupQr(order(ORDER_STATUS.prepared))).toBe(true);
    for (const payment of [PAYMENT_STATUS.pending, PAYMENT_STATUS.failed, PAYMENT_STATUS.cancelled]) {
      expect(canShowPickupQr(order(ORDER_STATUS.pending, payment))).toBe(false);
    }
    expect(canShowPickupQr(order(ORDER_STATUS.cancel))).toBe(false);
  });

  it('counts a paid order as still to wait for until it is ready at the counter', () => {
    for (const status of [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation]) {
      expect(isWaitingForOrder(order(status))).toBe(true);
    }
    for (const status of [ORDER_STATUS.prepared, ORDER_STATUS.delivery, ORDER_STATUS.cancel]) {
      expect(isWaitingForOrder(order(status))).toBe(false);
    }
    expect(isWaitingForOrder(order(ORDER_STATUS.inQueue, PAYMENT_STATUS.cancelled))).toBe(false);
    expect(isWaitingForOrder(order(ORDER_STATUS.pending, PAYMENT_STATUS.failed))).toBe(false);
  });
});
