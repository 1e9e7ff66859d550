import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRitmitos } from '../../server/loyalty/summary';
import { markOrderPaid } from '../../server/orders/service';
import { backends } from './harness';
import { call, createCustomer, dataOf, type TestCustomer } from './support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from './support/orderBed';

describe.each(backends)('invoices on $name', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const invoicesOf = async (who: TestCustomer, language = 'es') =>
    dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', who.auth, undefined, { 'X-Language': language }));

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it('lists paid orders only, with the shop legal entity and the lines described with their extras', async () => {
    const lines = [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] }), await cartLine(bed.db, 'P1001', 1)];
    const unpaid = dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, lines)));
    expect(await invoicesOf(ana)).toEqual([]);

    await bed.db.transaction((tx) => markOrderPaid(tx, unpaid.order.orderId, OPEN_TIME));
    const [invoice, ...others] = await invoicesOf(ana, 'en');
    expect(others).toHaveLength(0);
    expect(invoice).toMatchObject({
      orderId: unpaid.order.orderId,
      orderCode: unpaid.order.orderCode,
      totalPrice: unpaid.order.totalPrice,
      totalPriceVat: unpaid.order.totalPriceVat,
      ritmitosUsed: 0,
      loyaltyAmount: 0,
      ritmitosLoyalty: unpaid.order.ritmitosLoyalty,
    });
    expect(invoice?.invoiceNumber).toMatch(/^F2026-\d{6}$/);
    expect(invoice?.legal.name).toBe('Ritmo Café S.L.');
    expect(invoice?.products[0]?.quantity).toBe(2);
    expect(invoice?.products[0]?.description).toMatch(/\(Type of milk: Oat drink\)$/);
    expect(invoice?.products.reduce((sum, line) => sum + line.total, 0)).toBeCloseTo(unpaid.order.totalPrice, 2);
  });

  it('carries what a simplified invoice needs per line: unit price with extras, VAT type, base and VAT', async () => {
    const lines = [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] }), await cartLine(bed.db, 'P8004', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, lines)));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME));
    const invoice = (await invoicesOf(ana)).find((one) => one.orderId === order.orderId)!;
    const [drink, mug] = invoice.products;
    // The drink's unit price includes its oat drink extra: the order line's unit price alone does not.
    expect(drink?.price).toBeCloseTo(order.products[0]!.price / 2, 2);
    expect(drink?.price).toBeCloseTo(order.products[0]!.unitPrice, 2);
    expect(drink).toMatchObject({ vatTypeId: 2, vatAmount: order.products[0]!.priceVat });
    expect(mug).toMatchObject({ price: 6.5, total: 6.5, vatTypeId: 1, vatBase: 5.37, vatAmount: 1.13 });
    for (const line of invoice.products) expect(line.vatBase! + line.vatAmount!).toBeCloseTo(line.total, 2);
    expect(invoice.products.reduce((sum, line) => sum + line.vatAmount!, 0)).toBeCloseTo(invoice.totalPriceVat, 2);
    expect(invoice.products.reduce((sum, line) => sum + line.vatBase!, 0)).toBeCloseTo(invoice.totalPriceNet, 2);
  });

  it('shows what ritmitos paid in euros, and nobody else sees the invoice', async () => {
    const eva = await createCustomer(bed.db, 'eva@example.com', { name: 'Eva', phone: '600000002' });
    await creditRitmitos(bed.db, eva.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const lines = [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, eva, await orderBody(bed.db, eva.id, lines, { useRitmitos: true })));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME));
    const [invoice] = await invoicesOf(eva);
    expect(invoice).toMatchObject({ ritmitosUsed: 240, loyaltyAmount: 2.4, loyaltyPoints: 240, totalDiscount: 0 });
    expect(invoice?.totalPrice).toBeCloseTo(1.4, 2);
    // The line ritmitos paid was charged nothing, so it adds nothing to the VAT breakdown.
    expect(invoice?.products.map((line) => [line.vatBase, line.vatAmount])).toEqual([[0, 0], [expect.any(Number), expect.any(Number)]]);
    expect(invoice?.products[1]?.vatAmount).toBeCloseTo(invoice!.totalPriceVat, 2);
    expect((await invoicesOf(ana)).map((i) => i.orderId)).not.toContain(order.orderId);
  });
});
