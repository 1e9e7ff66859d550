import { describe, expect, it } from 'vitest';
import {
  canPayOrCancelDeliveryOrder,
  deliveryStatusLine,
  deliveryTrackerStages,
  displayedDeliveryStatusId,
  isDeliveryOrderPaid,
  showsDeliveryTracker,
} from '../../../../src/domain/orders/deliveryStatus';

const PAID = { id: 11001, name: 'Pagado' };
const UNPAID = { id: 11000, name: 'Pendiente de pago' };
const order = (statusId: number, paymentStatus = PAID, name = `status ${statusId}`) => ({ orderStatus: { id: statusId, name }, paymentStatus });
const checked = (statusId: number) => deliveryTrackerStages(statusId).map((stage) => stage.checked);

describe('delivery tracker stages (spec §4, DESIGN §3)', () => {
  it('lists Waiting, OrderReady, InTransport, InDelivery and Delivered in order', () => {
    expect(deliveryTrackerStages(63001).map((stage) => [stage.id, stage.key])).toEqual([
      [63001, 'waiting'],
      [63002, 'orderReady'],
      [63003, 'inTransport'],
      [63004, 'inDelivery'],
      [63006, 'delivered'],
    ]);
  });

  it('checks every stage whose id is at or below the status id', () => {
    expect(checked(63001)).toEqual([true, false, false, false, false]);
    expect(checked(63002)).toEqual([true, true, false, false, false]);
    expect(checked(63003)).toEqual([true, true, true, false, false]);
    expect(checked(63004)).toEqual([true, true, true, true, false]);
    expect(checked(63006)).toEqual([true, true, true, true, true]);
  });

  it('shows Draft 63000 as Waiting', () => {
    expect(displayedDeliveryStatusId(63000)).toBe(63001);
    expect(checked(63000)).toEqual([true, false, false, false, false]);
  });
});

describe('when the tracker shows (spec §4)', () => {
  it('shows for a paid order on its way', () => {
    for (const statusId of [63000, 63001, 63002, 63003, 63004]) expect(showsDeliveryTracker(order(statusId))).toBe(true);
  });
  it('hides once delivered', () => {
    expect(showsDeliveryTracker(order(63006))).toBe(false);
  });
  it('hides while unpaid', () => {
    expect(showsDeliveryTracker(order(63001, UNPAID))).toBe(false);
    expect(showsDeliveryTracker(order(63003, { id: 11002, name: 'Pago rechazado' }))).toBe(false);
  });
  it('never shows for OrderInShop or Cancel', () => {
    expect(showsDeliveryTracker(order(63005))).toBe(false);
    expect(showsDeliveryTracker(order(63007))).toBe(false);
  });
  it('reads paid only from 11001', () => {
    expect(isDeliveryOrderPaid(order(63001))).toBe(true);
    expect(isDeliveryOrderPaid(order(63001, UNPAID))).toBe(false);
  });
});

describe('status line (spec §9 payment status)', () => {
  it('a delivered order shows its name, paid or not', () => {
    expect(deliveryStatusLine(order(63006, PAID, 'Entregado'))).toEqual({ kind: 'name', name: 'Entregado' });
    expect(deliveryStatusLine(order(63006, UNPAID, 'Entregado'))).toEqual({ kind: 'name', name: 'Entregado' });
  });
  it('an unpaid order not delivered shows Waiting', () => {
    expect(deliveryStatusLine(order(63003, UNPAID))).toEqual({ kind: 'waiting' });
  });
  it('OrderInShop and Cancel are shown by name even unpaid (DESIGN §3)', () => {
    expect(deliveryStatusLine(order(63007, { id: 11003, name: 'Cancelado' }, 'Cancelado'))).toEqual({ kind: 'name', name: 'Cancelado' });
    expect(deliveryStatusLine(order(63005, UNPAID, 'En tienda'))).toEqual({ kind: 'name', name: 'En tienda' });
  });
  it('a paid order shows its status name, Draft as Waiting', () => {
    expect(deliveryStatusLine(order(63003, PAID, 'En transporte'))).toEqual({ kind: 'name', name: 'En transporte' });
    expect(deliveryStatusLine(order(63005, PAID, 'En tienda'))).toEqual({ kind: 'name', name: 'En tienda' });
    expect(deliveryStatusLine(order(63000))).toEqual({ kind: 'waiting' });
  });
});

describe('pay and cancel (spec §9)', () => {
  it('are offered on an unpaid order', () => {
    expect(canPayOrCancelDeliveryOrder(order(63001, UNPAID))).toBe(true);
    expect(canPayOrCancelDeliveryOrder(order(63001, { id: 11002, name: 'Pago rechazado' }))).toBe(true);
  });
  it('are not offered once paid or cancelled', () => {
    expect(canPayOrCancelDeliveryOrder(order(63001))).toBe(false);
    expect(canPayOrCancelDeliveryOrder(order(63007, UNPAID))).toBe(false);
    expect(canPayOrCancelDeliveryOrder(order(63001, { id: 11003, name: 'Cancelado' }))).toBe(false);
  });
});
