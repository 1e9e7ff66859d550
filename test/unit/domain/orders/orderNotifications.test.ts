import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUS, ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { paymentFailedPushKind, pushLink, statusPushKind } from '../../../../src/domain/orders/orderNotifications';
import { notificationText } from '../../../../src/i18n/notificationTexts';

describe('statusPushKind: the statuses a customer is told about', () => {
  it('tells a pick-up order only when it is Prepared', () => {
    expect(Object.values(ORDER_STATUS).filter((id) => statusPushKind('pickup', id) !== null)).toEqual([ORDER_STATUS.prepared]);
    expect(statusPushKind('pickup', ORDER_STATUS.prepared)).toBe('ready');
  });

  it('tells a delivery order when it is in transport and when it is delivered', () => {
    const told = Object.values(DELIVERY_STATUS)
      .map((id) => [id, statusPushKind('delivery', id)] as const)
      .filter(([, kind]) => kind !== null);
    expect(told).toEqual([
      [DELIVERY_STATUS.inTransport, 'inTransport'],
      [DELIVERY_STATUS.delivered, 'delivered'],
    ]);
  });

  it('never reads a pick-up status as a delivery one or the other way round', () => {
    expect(statusPushKind('delivery', ORDER_STATUS.prepared)).toBeNull();
    expect(statusPushKind('pickup', DELIVERY_STATUS.delivered)).toBeNull();
  });
});

describe('paymentFailedPushKind', () => {
  it('names the kind of order the failed payment was for', () => {
    expect(paymentFailedPushKind('pickup')).toBe('paymentFailed');
    expect(paymentFailedPushKind('delivery')).toBe('deliveryPaymentFailed');
  });
});

describe('pushLink: where a tap on the notification goes', () => {
  const common = { orderCode: 'VA01-000042', dailyNumber: 42, language: 'es' } as const;
  it('opens the order screen of a pick-up order', () => {
    expect(pushLink({ kind: 'ready', orderId: 17, ...common })).toBe('/#/order/17');
    expect(pushLink({ kind: 'paymentFailed', orderId: 17, ...common })).toBe('/#/order/17');
  });
  it("opens the delivery order's detail in the delivery-orders list", () => {
    expect(pushLink({ kind: 'delivered', deliveryOrderId: 23, ...common, dailyNumber: null })).toBe('/#/user/deliver_orders?order=23');
  });
});

describe('notificationText: the words, in the language the device subscribed with', () => {
  it('calls a ready pick-up order by its daily number, in Spanish and in English', () => {
    expect(notificationText({ kind: 'ready', orderId: 1, orderCode: 'VA01-000001', dailyNumber: 42, language: 'es' })).toEqual({
      title: '¡Tu pedido #42 está listo!',
      body: 'Enseña este QR en el mostrador para recogerlo.',
    });
    expect(notificationText({ kind: 'ready', orderId: 1, orderCode: 'VA01-000001', dailyNumber: 42, language: 'en' }).title).toBe('Your order #42 is ready!');
  });

  it('calls an order without a daily number (a delivery order) by its code', () => {
    expect(notificationText({ kind: 'inTransport', deliveryOrderId: 5, orderCode: 'ONLINE-000005', dailyNumber: null, language: 'en' }).title).toBe(
      'Your order ONLINE-000005 is on its way',
    );
  });

  it('writes a ready order in Valencian for a device subscribed in Valencian', () => {
    const text = notificationText({ kind: 'ready', orderId: 1, orderCode: 'VA01-000001', dailyNumber: 42, language: 'ca' });
    expect(text.title).toContain('#42');
    expect(text.title).not.toBe(notificationText({ kind: 'ready', orderId: 1, orderCode: 'VA01-000001', dailyNumber: 42, language: 'es' }).title);
  });

  it('has every kind in every language', () => {
    for (const language of ['es', 'en', 'ca'] as const) {
      for (const kind of ['ready', 'paymentFailed'] as const)
        expect(notificationText({ kind, orderId: 1, orderCode: 'X', dailyNumber: 3, language }).title).toContain('#3');
      for (const kind of ['inTransport', 'delivered', 'deliveryPaymentFailed'] as const)
        expect(notificationText({ kind, deliveryOrderId: 1, orderCode: 'X-1', dailyNumber: null, language }).title).toContain('X-1');
    }
  });
});
