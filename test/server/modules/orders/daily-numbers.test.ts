import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';

const VA02_ID = 11;
const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 15: the counter calls a short number (#42) per shop and shop day, not the 12-character gateway code.
describe.each(backends)('daily pick-up numbers on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;

  const order = async (who: TestCustomer, locationId?: number) => {
    const body = await orderBody(bed.db, who.id, [await cartLine(bed.db, 'P1001', 1, {}, locationId)]);
    return dataOf('orderCreate', await postOrder(bed.app, who, body, undefined, locationId)).order;
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.daily@example.com', { name: 'Ana', phone: '600000001' });
    bea = await createCustomer(bed.db, 'bea.daily@example.com', { name: 'Bea', phone: '600000002' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('numbers a shop day from 1, one after the other, whoever orders', async () => {
    expect((await order(ana)).dailyNumber).toBe(1);
    expect((await order(bea)).dailyNumber).toBe(2);
    expect((await order(ana)).dailyNumber).toBe(3);
  });

  it('gives different numbers to orders placed at the same moment', async () => {
    const numbers = (await Promise.all([order(ana), order(bea), order(ana), order(bea)])).map((placed) => placed.dailyNumber);
    expect(new Set(numbers).size).toBe(4);
    expect([...numbers].sort()).toEqual([4, 5, 6, 7]);
  });

  it('counts each shop on its own and starts again the next day', async () => {
    expect((await order(ana, VA02_ID)).dailyNumber).toBe(1);
    bed.clock.now = new Date(OPEN_TIME.getTime() + DAY_MS);
    try {
      expect((await order(bea)).dailyNumber).toBe(1);
      expect((await order(bea, VA02_ID)).dailyNumber).toBe(1);
    } finally {
      bed.clock.now = OPEN_TIME;
    }
  });

  it('keeps the number on the order as the lists and the status call show it', async () => {
    const placed = await order(ana);
    const listed = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth));
    expect(listed.find((candidate) => candidate.orderId === placed.orderId)?.dailyNumber).toBe(placed.dailyNumber);
  });
});

describe.each(backends)('order lines on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.lines@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('states the unit price with its extras, so quantity × unit price is the line and the lines sum to the total', async () => {
    const latte = await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'], 5: ['syrup_vanilla'] });
    const body = await orderBody(bed.db, ana.id, [latte, await cartLine(bed.db, 'P1001', 1)]);
    const placed = dataOf('orderCreate', await postOrder(bed.app, ana, body)).order;
    const [withExtras] = placed.products;
    expect(withExtras!.unitPrice).toBeGreaterThan(latte.unitPrice);
    for (const line of placed.products) expect(line.quantity * line.unitPrice).toBeCloseTo(line.price, 2);
    expect(placed.products.reduce((sum, line) => sum + line.price, 0)).toBeCloseTo(placed.totalPrice, 2);
  });
});
