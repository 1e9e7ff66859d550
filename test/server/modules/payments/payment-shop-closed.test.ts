import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_TYPE, type PaymentTypeId } from '../../../../src/domain/pricing/paymentMethods';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { cartLine, OPEN_TIME, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

/** Wednesday 17 June 2026 in València (summer time, UTC+2); Ruzafa opens 07:30–13:30 and 16:00–20:30. */
const valencia = (time: string) => new Date(`2026-06-17T${time}:00+02:00`);
/** Any Google Pay result: a refused payment never reaches the gateway. */
const WALLET_RESULT = {
  paymentInfo: JSON.stringify({ paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'SANDBOX-OK' } } }),
};

describe.each(backends)('paying an order for as soon as possible while the shop is closed on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  /** A latte and an espresso: a wait of 6 minutes. Placed at 10:00 with the shop open, left unpaid. */
  const morningOrder = async (paymentTypeId: PaymentTypeId, pickupAt?: Date) => {
    bed.clock.now = OPEN_TIME;
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 1)], { paymentTypeId });
    const created = dataOf('orderCreate', await postOrder(bed.app, ana, pickupAt ? { ...body, pickupAt: pickupAt.toISOString() } : body));
    return created.order.orderId;
  };
  const payByRedirect = (orderId: number, language = 'en') =>
    call(bed.app, 'POST', `/api/customer/orders/${orderId}/pay`, ana.auth, {}, { 'X-Language': language });

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.closed@example.com', { name: 'Ana', phone: '600000071' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('refuses the card payment at 14:06 with shop_closed, naming 16:15, the next pick-up time today', async () => {
    const orderId = await morningOrder(PAYMENT_TYPE.card);
    bed.clock.now = valencia('14:06');
    const refused = await payByRedirect(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toMatchObject({
      code: 'shop_closed',
      message: 'We are closed at the moment, it is not possible to place orders. You can still order for pick-up later today: the next pick-up time is 16:15.',
      nextFreeSlot: valencia('16:15').toISOString(),
    });
    const spanish = await payByRedirect(orderId, 'es');
    expect(spanish.body?.error).toMatchObject({
      message:
        'Ahora mismo estamos cerrados, no es posible hacer pedidos. Aún puedes pedir para recoger más tarde hoy: la próxima hora de recogida es a las 16:15.',
    });
    // Open again: the same order is paid as usual.
    bed.clock.now = valencia('16:30');
    expect(dataOf('orderPay', await payByRedirect(orderId)).url).toMatch(/^https?:/);
  });

  it('names no time when today has no pick-up time left', async () => {
    const orderId = await morningOrder(PAYMENT_TYPE.card);
    bed.clock.now = valencia('22:00');
    const refused = await payByRedirect(orderId);
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toMatchObject({
      code: 'shop_closed',
      message: 'We are closed at the moment, it is not possible to place orders.',
      nextFreeSlot: null,
    });
  });

  it('refuses Bizum and the wallet alike, and lets an order with a chosen time be paid while closed', async () => {
    const bizum = await morningOrder(PAYMENT_TYPE.bizum);
    const wallet = await morningOrder(PAYMENT_TYPE.wallet);
    const scheduled = await morningOrder(PAYMENT_TYPE.card, valencia('17:00'));
    bed.clock.now = valencia('14:06');
    expect((await payByRedirect(bizum)).body?.error).toMatchObject({ code: 'shop_closed', nextFreeSlot: valencia('16:15').toISOString() });
    const walletRefused = await call(bed.app, 'POST', `/api/customer/orders/${wallet}/gpay`, ana.auth, WALLET_RESULT);
    expect(walletRefused.status).toBe(409);
    expect(walletRefused.body?.error).toMatchObject({ code: 'shop_closed', nextFreeSlot: valencia('16:15').toISOString() });
    expect(dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${wallet}`, ana.auth, {})).paymentStatus.id).not.toBe(11001);
    expect((await payByRedirect(scheduled)).status).toBe(200);
  });
});
