import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, loyaltyMovements, orders } from '../../../../server/platform/db/schema';
import { advanceFulfilment } from '../../../../server/modules/fulfilment/fulfilment';
import { decodeMerchantParameters } from '../../../../server/modules/payments/redsys';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { gatewayFields, notificationForm } from '../../support/gatewayNotification';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

describe.each(backends)('delivery order life on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let anaHome: number;

  const newDeliveryOrder = async (quantity = 3) => {
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P7001', quantity)], anaHome);
    return dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body));
  };
  const rowOf = async (orderId: number) => (await bed.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const notify = (form: string) =>
    bed.app.request('/api/payments/redsys/notification', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
  const payByNotification = async (orderId: number) => {
    const row = await rowOf(orderId);
    return notify(notificationForm(gatewayFields(row.gatewayOrderNumber, Math.round(row.totalPrice * 100))));
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.tracker@example.com', { name: 'Ana', phone: '600000031' });
    anaHome = await addAddress(bed.db, ana);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('pays again with the same gateway number while unpaid', async () => {
    const { order } = await newDeliveryOrder();
    const form = dataOf('deliveryOrderPay', await call(bed.app, 'POST', `/api/customer/delivery-orders/${order.orderId}/pay`, ana.auth, {}));
    const parameters = decodeMerchantParameters(form.Ds_MerchantParameters);
    expect(parameters.Ds_Merchant_Order).toBe(order.orderNumber);
    expect(parameters.Ds_Merchant_UrlOK).toContain('/#/pdok?order=');
  });

  it('cancels an unpaid order (63007, payment cancelled) and refuses to cancel or pay it then', async () => {
    const { order } = await newDeliveryOrder();
    const cancelled = dataOf('deliveryOrderCancel', await call(bed.app, 'DELETE', `/api/customer/delivery-orders/${order.orderId}`, ana.auth));
    expect(cancelled.orderStatus.id).toBe(63007);
    expect(cancelled.paymentStatus.id).toBe(11003);
    expect((await call(bed.app, 'POST', `/api/customer/delivery-orders/${order.orderId}/pay`, ana.auth, {})).status).toBe(409);
  });

  it('refuses to cancel once paid', async () => {
    const { order } = await newDeliveryOrder();
    expect((await payByNotification(order.orderId)).status).toBe(200);
    const refused = await call(bed.app, 'DELETE', `/api/customer/delivery-orders/${order.orderId}`, ana.auth);
    expect(refused.status).toBe(409);
    expect((await rowOf(order.orderId)).statusId).toBe(63001);
  });

  it('paid by notification: credits its ritmitos once and invoices it with the transport line', async () => {
    const { order } = await newDeliveryOrder();
    expect(order.transport.price).toBe(3.95);
    expect((await payByNotification(order.orderId)).status).toBe(200);
    expect((await payByNotification(order.orderId)).status).toBe(200);
    const earned = await bed.db
      .select()
      .from(loyaltyMovements)
      .where(and(eq(loyaltyMovements.customerId, ana.id), eq(loyaltyMovements.kind, 'earned'), eq(loyaltyMovements.orderRef, order.orderCode)));
    expect(earned).toHaveLength(1);
    expect(earned[0]?.amount).toBe(order.ritmitosLoyalty);
    expect(await bed.db.select().from(invoices).where(eq(invoices.orderId, order.orderId))).toHaveLength(1);
    const invoice = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth, undefined, { 'X-Language': 'en' })).find(
      (one) => one.orderId === order.orderId,
    );
    expect(invoice?.products.at(-1)).toEqual({ quantity: 1, description: 'Home delivery', price: 3.95, total: 3.95, vatTypeId: 1 });
    // The transport is the whole 21 % rate of this order: 3,95 / 1,21 = 3,264… → 3,26 + 0,69.
    expect(invoice?.vatRates?.find((rate) => rate.percent === 21)).toEqual({ vatTypeId: 1, percent: 21, base: 3.26, vat: 0.69, gross: 3.95 });
    // An order from before orders kept their VAT per rate: the transport's split is read back from the order's totals.
    await bed.db.update(orders).set({ vatRates: null, transportVatTypeId: null }).where(eq(orders.id, order.orderId));
    const kept = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth, undefined, { 'X-Language': 'en' })).find(
      (one) => one.orderId === order.orderId,
    );
    expect(kept).not.toHaveProperty('vatRates');
    expect(kept?.products.at(-1)).toEqual({
      quantity: 1,
      description: 'Home delivery',
      price: 3.95,
      total: 3.95,
      vatTypeId: 1,
      vatBase: 3.26,
      vatAmount: 0.69,
    });
    const listed = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth));
    expect(listed.find((one) => one.orderId === order.orderId)?.paymentStatus.id).toBe(11001);
  });

  it('walks a paid order along the tracker, one step per period, and leaves unpaid ones waiting', async () => {
    const { order } = await newDeliveryOrder();
    const unpaid = await newDeliveryOrder();
    await payByNotification(order.orderId);
    // Mark the payment as of the test clock, so steps are counted from it.
    await bed.db.update(orders).set({ paidAt: OPEN_TIME, statusChangedAt: OPEN_TIME }).where(eq(orders.id, order.orderId));
    const at = (seconds: number) => new Date(OPEN_TIME.getTime() + seconds * 1000);
    const seen: number[] = [];
    for (const seconds of [10, 20, 25, 40, 60, 80, 100, 500]) {
      await advanceFulfilment(bed.db, at(seconds), 20);
      const statusId = (await rowOf(order.orderId)).statusId;
      if (seen.at(-1) !== statusId) seen.push(statusId);
    }
    expect(seen).toEqual([63001, 63002, 63003, 63004, 63006]);
    expect((await rowOf(unpaid.order.orderId)).statusId).toBe(63001);
    const listed = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth));
    expect(listed.find((one) => one.orderId === order.orderId)?.orderStatus).toEqual({ id: 63006, name: 'Entregado' });
  });

  it('does not act on pick-up orders', async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001')]);
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, body));
    expect((await call(bed.app, 'POST', `/api/customer/delivery-orders/${order.orderId}/pay`, ana.auth, {})).status).toBe(404);
    expect((await call(bed.app, 'DELETE', `/api/customer/delivery-orders/${order.orderId}`, ana.auth)).status).toBe(404);
    const listed = dataOf('deliveryOrders', await call(bed.app, 'GET', '/api/customer/delivery-orders', ana.auth));
    expect(listed.some((one) => one.orderId === order.orderId)).toBe(false);
  });
});
