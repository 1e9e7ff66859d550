import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../../src/api/contract/statuses';
import { orders, products, shopControls } from '../../../../server/platform/db/schema';
import { expireUnpaidOrders, UNPAID_HOLD_MS } from '../../../../server/modules/orders/unpaidExpiry';
import { backends } from '../../harness';
import { eventsOf, newPickupOrder, orderRow, pay } from '../../support/counterBed';
import { createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { cartLine, OPEN_TIME, orderBody, ordersTestBed, postOrder, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

/** Kenya AA 250 g: a single good whose stock the seed keeps on the product. */
const KENYA = 'P5007';
const REST_TIMEOUT_MS = 10_000;
const after = (ms: number) => new Date(OPEN_TIME.getTime() + ms);

describe.each(backends)('unpaid orders past their hold on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;

  const kenyaStock = async () => (await bed.db.select({ stock: products.stockCurrent }).from(products).where(eq(products.productCode, KENYA)))[0]?.stock;
  const orderKenya = async (units: number) => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, KENYA, units)], { now: bed.clock.now });
    return dataOf('orderCreate', await postOrder(bed.app, ana, body)).order;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.expiry@example.com', { name: 'Ana', phone: '600000081' });
  });
  afterEach(async () => {
    await bed.db.update(orders).set({ statusId: ORDER_STATUS.cancel, paymentStatusId: PAYMENT_STATUS.cancelled, stockTaken: null });
    await bed.db.delete(shopControls);
    await bed.db.update(products).set({ stockCurrent: 3 }).where(eq(products.productCode, KENYA));
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('gives the units of stock back once the hold is over, as a cancel the customer’s app hears', async () => {
    await bed.db.update(products).set({ stockCurrent: 3 }).where(eq(products.productCode, KENYA));
    const order = await orderKenya(2);
    expect(await kenyaStock()).toBe(1);

    expect(await expireUnpaidOrders(bed.db, after(UNPAID_HOLD_MS - 60_000), REST_TIMEOUT_MS)).toBe(0);
    expect(await kenyaStock()).toBe(1);

    expect(await expireUnpaidOrders(bed.db, after(UNPAID_HOLD_MS + 60_000), REST_TIMEOUT_MS)).toBe(1);
    expect(await kenyaStock()).toBe(3);
    const row = await orderRow(bed.db, order.orderId);
    expect([row.statusId, row.paymentStatusId, row.stockTaken]).toEqual([ORDER_STATUS.cancel, PAYMENT_STATUS.cancelled, null]);
    expect((await eventsOf(bed.db, order.orderId)).at(-1)).toMatchObject({ type: 'cancelled', source: 'expiry', toStatus: ORDER_STATUS.cancel });

    // Once only: the next run finds nothing to give back.
    expect(await expireUnpaidOrders(bed.db, after(UNPAID_HOLD_MS + 120_000), REST_TIMEOUT_MS)).toBe(0);
    expect(await kenyaStock()).toBe(3);
  });

  it('leaves a paid order, and an order whose wallet charge is under way, holding what they took', async () => {
    const paid = await orderKenya(1);
    await pay(bed.db, paid.orderId, OPEN_TIME);
    const charging = await orderKenya(1);
    const late = after(UNPAID_HOLD_MS + 60_000);
    await bed.db.update(orders).set({ walletChargeStartedAt: late }).where(eq(orders.id, charging.orderId));

    expect(await expireUnpaidOrders(bed.db, late, REST_TIMEOUT_MS)).toBe(0);
    expect(await kenyaStock()).toBe(1);
    expect((await orderRow(bed.db, paid.orderId)).statusId).not.toBe(ORDER_STATUS.cancel);
    expect((await orderRow(bed.db, charging.orderId)).statusId).not.toBe(ORDER_STATUS.cancel);
  });

  it('gives back the place of a capped pick-up slot; an unpaid order holding neither stock nor such a place stays payable', async () => {
    const plain = await newPickupOrder(bed, ana);
    const late = after(UNPAID_HOLD_MS + 60_000);
    expect(await expireUnpaidOrders(bed.db, late, REST_TIMEOUT_MS)).toBe(0);
    expect((await orderRow(bed.db, plain.orderId)).paymentStatusId).toBe(PAYMENT_STATUS.pending);

    await bed.db.insert(shopControls).values({ locationId: SHOP_ID, slotCapacity: 4 });
    expect(await expireUnpaidOrders(bed.db, late, REST_TIMEOUT_MS)).toBe(1);
    expect((await orderRow(bed.db, plain.orderId)).statusId).toBe(ORDER_STATUS.cancel);
  });
});
