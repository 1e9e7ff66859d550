import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../harness';
import { createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

// Issue 11: opening hours are the shop's (Europe/Madrid), whatever the zone of the server.
describe.each(backends)('orders judged on the shop clock on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const place = async (instant: string) => {
    bed.clock.now = new Date(instant);
    const body = await orderBody(bed.db, ana.id, [await cartLine(bed.db, 'P1001')], { now: bed.clock.now });
    return postOrder(bed.app, ana, body);
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.time@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('accepts an order at 08:30 in València on a Monday (07:30 UTC) and dates it on the shop day', async () => {
    const answer = await place('2026-11-23T07:30:00Z');
    expect(answer.status).toBe(200);
    expect(dataOf('orderCreate', answer).order.dailyNumber).toBe(1);
  });

  it('refuses one an hour after closing in València (20:30 there, 19:30 UTC is still open)', async () => {
    expect((await place('2026-11-23T19:15:00Z')).status).toBe(200);
    const late = await place('2026-11-23T20:31:00Z');
    expect(late.status).toBe(409);
    expect(late.body?.error?.code).toBe('shop_closed');
  });

  it("starts the daily numbers at the shop's midnight, not UTC's", async () => {
    // Tuesday 07:45 in València is 06:45 UTC: a new shop day, numbered from 1 again.
    const answer = await place('2026-11-24T06:45:00Z');
    expect(dataOf('orderCreate', answer).order.dailyNumber).toBe(1);
  });
});
