import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOrderPaid, markPaymentFailed } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

const HOME_WAPP = '/api/customer/va01/home-wapp';
const minutesAfterOpen = (minutes: number) => new Date(OPEN_TIME.getTime() + minutes * 60_000);

describe.each(backends)('home-wapp purchases on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  let bea: TestCustomer;

  async function placePickup(who: TestCustomer, lines: Parameters<typeof orderBody>[2]): Promise<number> {
    const { order } = dataOf('orderCreate', await postOrder(bed.app, who, await orderBody(bed.db, who.id, lines)));
    return order.orderId;
  }
  const pay = (orderId: number, minutes: number) => bed.db.transaction((tx) => markOrderPaid(tx, orderId, minutesAfterOpen(minutes), PAID));
  const homeOf = async (auth: Record<string, string>) => {
    const answer = await call(bed.app, 'GET', HOME_WAPP, auth, undefined, { 'X-Language': 'es' });
    return { ...answer, home: dataOf('homeWapp', answer) };
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana.repurchase@example.com', { name: 'Ana', phone: '600000001' });
    bea = await createCustomer(bed.db, 'bea.repurchase@example.com', { name: 'Bea', phone: '600000002' });

    // Ana: a latte with oat milk and a croissant, paid first; a delivery of coffee beans, paid later;
    // a second plain latte, paid last (its extras are the last used); an espresso whose payment failed.
    const first = await placePickup(ana, [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] }), await cartLine(bed.db, 'P1001')]);
    await pay(first, 1);
    const address = await addAddress(bed.db, ana);
    const delivery = dataOf(
      'deliveryOrderCreate',
      await postDeliveryOrder(bed.app, ana, await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001')], address)),
    );
    await pay(delivery.order.orderId, 2);
    const second = await placePickup(ana, [await cartLine(bed.db, 'P1005', 1, { 2: ['milk_soy'] })]);
    await pay(second, 3);
    const failed = await placePickup(ana, [await cartLine(bed.db, 'P1002')]);
    await bed.db.transaction((tx) => markPaymentFailed(tx, failed, minutesAfterOpen(4)));
    await placePickup(ana, [await cartLine(bed.db, 'P1003')]);

    // Bea bought something Ana never did.
    const beas = await placePickup(bea, [await cartLine(bed.db, 'P1004')]);
    await pay(beas, 5);
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("carries the signed-in customer's paid products, most recent first, with how often and the last extras", async () => {
    const { home } = await homeOf(ana.auth);
    expect(home.productsPurchased).toEqual({ P1005: 2, P1001: 1, P5001: 1 });
    expect(home.purchases?.map((purchase) => purchase.productCode)).toEqual(['P1005', 'P5001', 'P1001']);
    expect(home.purchases?.[0]).toEqual({
      productCode: 'P1005',
      lastPurchasedAt: minutesAfterOpen(3).toISOString(),
      choices: [{ extraId: 2, value: 'milk_soy' }],
    });
    expect(home.purchases?.[2]).toEqual({ productCode: 'P1001', lastPurchasedAt: minutesAfterOpen(1).toISOString(), choices: [] });
  });

  it('never counts an unpaid or failed order, nor another customer’s purchases', async () => {
    const { home: anas } = await homeOf(ana.auth);
    expect(Object.keys(anas.productsPurchased)).not.toContain('P1002');
    expect(Object.keys(anas.productsPurchased)).not.toContain('P1003');
    expect(Object.keys(anas.productsPurchased)).not.toContain('P1004');
    const { home: beas } = await homeOf(bea.auth);
    expect(beas.productsPurchased).toEqual({ P1004: 1 });
    expect(beas.purchases?.map((purchase) => purchase.productCode)).toEqual(['P1004']);
  });

  it('answers a token holder privately, and a visitor the shared cacheable answer without purchases', async () => {
    const signedIn = await homeOf(ana.auth);
    expect(signedIn.response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(signedIn.response.headers.get('Vary')).toMatch(/Authorization/);

    const visitor = await homeOf({});
    expect(visitor.home.productsPurchased).toEqual({});
    expect(visitor.home.purchases).toBeUndefined();
    expect(visitor.response.headers.get('Cache-Control')).toBe('no-cache');
    expect(visitor.response.headers.get('Vary')).toMatch(/Authorization/);
    expect(visitor.response.headers.get('ETag')).not.toBe(signedIn.response.headers.get('ETag'));
  });

  it('answers a token that is no longer valid with the visitor’s catalogue, privately', async () => {
    const stale = await homeOf({ Authorization: 'Bearer not-a-token' });
    expect(stale.status).toBe(200);
    expect(stale.home.productsPurchased).toEqual({});
    expect(stale.home.purchases).toBeUndefined();
    expect(stale.response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});
