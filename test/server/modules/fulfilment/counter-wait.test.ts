import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { waitMinutes } from '../../../../src/domain/orders/cart';
import { orderViews } from '../../../../server/modules/orders/serializers';
import { backends } from '../../harness';
import { createStaff, move, newPickupOrder, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, ordersTestBed, SHOP_ID, type OrdersTestBed } from '../../support/orderBed';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(OPEN_TIME.getTime() + minutes * MINUTE);

describe.each(backends)("the shop's real wait on $name", (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let barista: TestStaff;

  /** A 3-product order paid at `start` and made Prepared `minutes` later. */
  const measured = async (start: number, minutes: number) => {
    bed.clock.now = at(start);
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, at(start));
    const steps = [ORDER_STATUS.pending, ORDER_STATUS.inQueue, ORDER_STATUS.inPreparation, ORDER_STATUS.prepared];
    for (let i = 1; i < steps.length; i += 1) {
      bed.clock.now = at(start + (minutes * i) / 3);
      expect((await move(bed.app, barista, order.orderId, steps[i]!, steps[i - 1]!)).status).toBe(200);
    }
    return order.orderId;
  };
  const shopWait = async () => dataOf('shopWait', await call(bed.app, 'GET', '/api/shop-wait/va01', {}));

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana' });
    barista = await createStaff(bed.db, 'barista@ritmo.test', 'barista', [SHOP_ID]);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("answers the spec's rule without history, then the median of today's similar orders", async () => {
    bed.clock.now = at(0);
    expect(await shopWait()).toEqual({ minutesBySize: { '1': 5, '2': 6, '3': 9, '4': 12, '5': 15 }, basedOn: 0, extraMinutes: 0 });
    let last = 0;
    for (const [i, minutes] of [7, 8, 8, 12, 6].entries()) last = await measured(10 + i * 20, minutes);
    // Read again once the cached history is older than 30 seconds.
    bed.clock.now = at(200);
    expect(await shopWait()).toEqual({ minutesBySize: { '1': 5, '2': 8, '3': 8, '4': 12, '5': 15 }, basedOn: 5, extraMinutes: 0 });
    const [view] = await orderViews(bed.db, [await orderRow(bed.db, last)], 'es', at(200));
    expect(view?.waitMinutes).toBe(8);
    expect(waitMinutes(3)).toBe(9);
    expect((await call(bed.app, 'GET', '/api/shop-wait/nowhere', {})).status).toBe(404);
  });
});
