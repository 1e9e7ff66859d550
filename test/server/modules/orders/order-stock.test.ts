import { and, count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../../../src/api/contract/endpoints';
import { bumpReferenceVersion } from '../../../../server/modules/catalogue/referenceVersion';
import { locationProducts, orders } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, SHOP_ID, cartLine, orderBody, ordersTestApp, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

/** Kenya AA 250 g: a single good the seed stocks 2 of. */
const KENYA = 'P5007';

describe.each(backends)('orders beyond the stock on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const orderCount = async () => (await bed.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  /** The refusal as the app reads it: the order call's answer schema, the lines named. */
  function refusal(result: { status: number; body: unknown }) {
    expect(result.status, JSON.stringify(result.body)).toBe(409);
    const answer = v.parse(endpoints.orderCreate.answer, result.body);
    expect(answer.wasOk).toBe(false);
    expect(answer.error?.code).toBe('product_unavailable');
    return answer.error as NonNullable<typeof answer.error>;
  }

  async function setShopStock(locationId: number, productCode: string, stock: number) {
    await bed.db.transaction(async (tx) => {
      await tx
        .update(locationProducts)
        .set({ stockCurrent: stock })
        .where(and(eq(locationProducts.locationId, locationId), eq(locationProducts.productCode, productCode)));
      await bumpReferenceVersion(tx, 'catalogue', OPEN_TIME);
    });
  }

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.stock@example.com', { name: 'Ana', phone: '600000031' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('refuses 4 of a product with 2 left, naming the line, its product and the 2 it can keep; writes nothing', async () => {
    const before = await orderCount();
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 1), await cartLine(bed.db, KENYA, 4)]);
    const error = refusal(await postOrder(bed.app, ana, body, undefined, SHOP_ID, 'en'));
    expect(error.lines).toEqual([{ index: 1, code: KENYA, available: 2 }]);
    expect(error.field).toBe('products.1.quantity');
    expect(error.message).toContain('only 2 of');
    expect(await orderCount()).toBe(before);
  });

  it('counts every line of the product: two lines asking 1 + 2 of 2 name the second, which can keep 1', async () => {
    const first = await cartLine(bed.db, KENYA, 1);
    const second = { ...(await cartLine(bed.db, KENYA, 2)), key: `${KENYA}|gift`, notes: 'para regalo' };
    const body = await orderBody(bed.db, ana.id, [first, second]);
    expect(refusal(await postOrder(bed.app, ana, body)).lines).toEqual([{ index: 1, code: KENYA, available: 1 }]);
  });

  it('names a product no longer sold at the shop with nothing to keep', async () => {
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001', 1)]);
    body.products.push({ ...body.products[0]!, code: 'P9999' });
    const error = refusal(await postOrder(bed.app, ana, body));
    expect(error.lines).toEqual([{ index: 1, code: 'P9999', available: 0 }]);
    expect(error.field).toBe('products.1.code');
  });

  it('follows a stock change: 2 refused once 1 is left (naming 1), then 1 is ordered', async () => {
    const two = await orderBody(bed.db, ana.id, [await cartLine(bed.db, KENYA, 2)]);
    await setShopStock(SHOP_ID, KENYA, 1);
    // A process started after the change (the bed's own reads the versions again only after a second).
    const app = ordersTestApp(bed.db, () => bed.clock.now);
    try {
      expect(refusal(await postOrder(app, ana, two)).lines).toEqual([{ index: 0, code: KENYA, available: 1 }]);
      const one = await orderBody(bed.db, ana.id, [await cartLine(bed.db, KENYA, 1)]);
      expect(dataOf('orderCreate', await postOrder(app, ana, one)).order.products[0]?.quantity).toBe(1);
    } finally {
      await setShopStock(SHOP_ID, KENYA, 2);
    }
  });

  it('names the line of a delivery order beyond the stock too', async () => {
    const home = await addAddress(bed.db, ana);
    const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, KENYA, 3)], home);
    const result = await postDeliveryOrder(bed.app, ana, body);
    expect(result.status).toBe(409);
    const answer = v.parse(endpoints.deliveryOrderCreate.answer, result.body);
    expect(answer.error).toMatchObject({ code: 'product_unavailable', lines: [{ index: 0, code: KENYA, available: 2 }] });
  });
});
