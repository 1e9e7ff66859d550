import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRitmitos } from '../../../../server/modules/loyalty/summary';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

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

    await bed.db.transaction((tx) => markOrderPaid(tx, unpaid.order.orderId, OPEN_TIME, PAID));
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

  it('carries what a simplified invoice needs: unit price with extras and VAT type per line, base and VAT per rate', async () => {
    const lines = [await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] }), await cartLine(bed.db, 'P8004', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, lines)));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const invoice = (await invoicesOf(ana)).find((one) => one.orderId === order.orderId)!;
    const [drink, mug] = invoice.products;
    // The drink's unit price includes its oat drink extra: the order line's unit price alone does not.
    expect(drink?.price).toBeCloseTo(order.products[0]!.price / 2, 2);
    expect(drink?.price).toBeCloseTo(order.products[0]!.unitPrice, 2);
    expect(drink).toMatchObject({ vatTypeId: 2 });
    expect(mug).toMatchObject({ price: 6.5, total: 6.5, vatTypeId: 1 });
    // The breakdown is per rate, not per line: the lines carry no base or VAT of their own.
    for (const line of invoice.products) expect(line).not.toHaveProperty('vatBase');
    const drinks = order.products[0]!.price;
    expect(invoice.vatRates).toEqual([
      { vatTypeId: 2, percent: 10, gross: drinks, base: Math.round((drinks / 1.1) * 100) / 100, vat: expect.any(Number) },
      { vatTypeId: 1, percent: 21, gross: 6.5, base: 5.37, vat: 1.13 },
    ]);
    for (const rate of invoice.vatRates!) expect(Math.round((rate.base + rate.vat) * 100)).toBe(Math.round(rate.gross * 100));
    expect(invoice.vatRates!.reduce((sum, rate) => sum + rate.vat, 0)).toBeCloseTo(invoice.totalPriceVat, 2);
    expect(invoice.vatRates!.reduce((sum, rate) => sum + rate.base, 0)).toBeCloseTo(invoice.totalPriceNet, 2);
  });

  it('adds up each rate once: 4 × 1,60 € and a 1,50 € croissant at 10 % are 7,18 € + 0,72 €, on the order and its invoice', async () => {
    const lines = [await cartLine(bed.db, 'P1002', 4), await cartLine(bed.db, 'P3001', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, lines)));
    expect(order).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.18, totalPriceVat: 0.72 });
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const invoice = (await invoicesOf(ana)).find((one) => one.orderId === order.orderId)!;
    expect(invoice).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.18, totalPriceVat: 0.72 });
    expect(invoice.vatRates).toEqual([{ vatTypeId: 2, percent: 10, base: 7.18, vat: 0.72, gross: 7.9 }]);
  });

  it("an invoice of an order placed before orders kept their VAT per rate says what it said: its lines' stored base and VAT", async () => {
    const lines = [await cartLine(bed.db, 'P1002', 4), await cartLine(bed.db, 'P3001', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, await orderBody(bed.db, ana.id, lines)));
    // The row as the earlier version stored it: a unit's net rounded first (1,45 + 0,15 and 1,36 + 0,14), no vat_rates.
    await bed.db.execute(sql`update orders set vat_rates = null, total_price_net = 7.16, total_price_vat = 0.74 where id = ${order.orderId}`);
    await bed.db.execute(sql`update order_lines set price_net = 5.80, price_vat = 0.60 where order_id = ${order.orderId} and position = 0`);
    await bed.db.execute(sql`update order_lines set price_net = 1.36, price_vat = 0.14 where order_id = ${order.orderId} and position = 1`);
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const invoice = (await invoicesOf(ana)).find((one) => one.orderId === order.orderId)!;
    expect(invoice).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.16, totalPriceVat: 0.74 });
    expect(invoice).not.toHaveProperty('vatRates');
    expect(invoice.products.map((line) => [line.vatTypeId, line.vatBase, line.vatAmount])).toEqual([
      [2, 5.8, 0.6],
      [2, 1.36, 0.14],
    ]);
  });

  it('shows what ritmitos paid in euros, and nobody else sees the invoice', async () => {
    const eva = await createCustomer(bed.db, 'eva@example.com', { name: 'Eva', phone: '600000002' });
    await creditRitmitos(bed.db, eva.id, 300, 'Welcome', null, new Date(OPEN_TIME.getTime() - 86_400_000));
    const lines = [await cartLine(bed.db, 'P1005', 1), await cartLine(bed.db, 'P1001', 1)];
    const { order } = dataOf('orderCreate', await postOrder(bed.app, eva, await orderBody(bed.db, eva.id, lines, { useRitmitos: true })));
    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const [invoice] = await invoicesOf(eva);
    expect(invoice).toMatchObject({ ritmitosUsed: 240, loyaltyAmount: 2.4, loyaltyPoints: 240, totalDiscount: 0 });
    expect(invoice?.totalPrice).toBeCloseTo(1.4, 2);
    // The line ritmitos paid was charged nothing, so it adds nothing to the VAT breakdown: 1,40 € at 10 %.
    expect(invoice?.vatRates).toEqual([{ vatTypeId: 2, percent: 10, base: 1.27, vat: 0.13, gross: 1.4 }]);
    expect(invoice).toMatchObject({ totalPriceNet: 1.27, totalPriceVat: 0.13 });
    expect((await invoicesOf(ana)).map((i) => i.orderId)).not.toContain(order.orderId);
  });
});
