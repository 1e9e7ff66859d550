import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../../../server/platform/db/schema';
import { markOrderPaid } from '../../../../server/modules/orders/paymentState';
import { receiptPdf } from '../../../../server/modules/orders/receiptPdf';
import { backends } from '../../harness';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { OPEN_TIME, cartLine, orderBody, ordersTestBed, postOrder, type OrdersTestBed } from '../../support/orderBed';
import { pdfStrings } from '../../support/pdfText';
import { PAID } from '../../support/paidSettings';

describe.each(backends)('line notes on $name (issue 14)', (backend) => {
  let bed: OrdersTestBed;
  let ana: TestCustomer;
  const written = async () => ({
    orders: (await bed.db.select({ n: count() }).from(orders))[0]?.n ?? 0,
    lines: (await bed.db.select({ n: count() }).from(orderLines))[0]?.n ?? 0,
  });
  const bodyWithNote = async (notes: string) => {
    const latte = { ...(await cartLine(bed.db, 'P1005', 2, { 2: ['milk_oat'] })), notes };
    return orderBody(bed.db, ana.id, [latte, await cartLine(bed.db, 'P1001')]);
  };

  beforeAll(async () => {
    bed = await ordersTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana', phone: '600000001' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it.each([
    ['over 140 characters', 'a'.repeat(141)],
    ['with markup', 'sin <b>azúcar</b>'],
    ['with a control character', 'sin\nazúcar'],
  ])('refuses a note %s with 400 naming the field, and writes nothing', async (_case, notes) => {
    const before = await written();
    const refused = await postOrder(bed.app, ana, await bodyWithNote(notes));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ wasOk: false, error: { code: 'bad_request', field: 'products.0.notes' } });
    expect(await written()).toEqual(before);
  });

  it('stores a good note (trimmed) and shows it, with the extras chosen, in the order, the invoice and its PDF', async () => {
    const body = await bodyWithNote(`  sin azúcar, muy caliente ${'☕'.repeat(100)}  `);
    const note = `sin azúcar, muy caliente ${'☕'.repeat(100)}`;
    const { order } = dataOf('orderCreate', await postOrder(bed.app, ana, body));
    expect(order.products[0]).toMatchObject({ code: 'P1005', notes: note, choices: [{ extraId: 2, value: 'milk_oat' }] });
    expect(order.products[1]).toMatchObject({ code: 'P1001', notes: '', choices: [] });

    const status = dataOf('orderStatus', await call(bed.app, 'POST', `/api/customer/order-status/${order.orderId}`, ana.auth));
    expect(status.products[0]?.notes).toBe(note);
    const listed = dataOf('orders', await call(bed.app, 'GET', '/api/customer/orders', ana.auth)).find((one) => one.orderId === order.orderId);
    expect(listed?.products[0]?.notes).toBe(note);

    await bed.db.transaction((tx) => markOrderPaid(tx, order.orderId, OPEN_TIME, PAID));
    const invoices = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth, undefined, { 'X-Language': 'es' }));
    const invoice = invoices.find((one) => one.orderId === order.orderId)!;
    expect(invoice.locationCode).toBe('va01');
    expect(invoice.products[0]).toMatchObject({ code: 'P1005', notes: note, choices: [{ extraId: 2, value: 'milk_oat' }] });

    // The PDF prints the note under its line, wrapped at 45 characters (emoji it cannot print as '?').
    const drawn = pdfStrings(receiptPdf(invoice, 'es', 'Europe/Madrid'));
    expect(drawn).toContain('Nota: sin azúcar, muy caliente');
  });
});
