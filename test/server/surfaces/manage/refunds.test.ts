import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEndpoints } from '../../../../src/api/contract/endpoints';
import { DELIVERY_STATUS, ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { altaHashInput, huellaOf } from '../../../../server/modules/fiscal/verifactu/huella';
import { refundMail, shopCancelMail } from '../../../../server/modules/notifications/mailSending/refundMail';
import { issueInvoice } from '../../../../server/modules/orders/invoiceNumbers';
import {
  auditLog,
  invoices,
  loyaltyMovements,
  mailQueue,
  orderEvents,
  orderRefunds,
  orders,
  paymentRefunds,
  verifactuRecords,
} from '../../../../server/platform/db/schema';
import type { AltaRecord } from '../../../../server/platform/db/verifactuRecordTypes';
import { backends } from '../../harness';
import { move, newPickupOrder, pay } from '../../support/counterBed';
import { call, createCustomer, dataOf, type TestCustomer } from '../../support/customers';
import { addAddress, deliveryBody, deliveryLine, postDeliveryOrder } from '../../support/deliveryBed';
import { PAID } from '../../support/paidSettings';
import { auditCount, manageBed, type Answer, type ManageBed } from './manageBed';

const PICKUP_STATUSES = [
  ORDER_STATUS.pending,
  ORDER_STATUS.inQueue,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.prepared,
  ORDER_STATUS.delivery,
  ORDER_STATUS.notCollected,
] as const;

/** The answer's data of a back-office call that must succeed, typed as the contract says. */
function ok<N extends 'manageOrderRefund' | 'manageOrders' | 'manageOrder'>(name: N, result: { status: number; body: Answer }) {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  const parsed = v.safeParse(serverEndpoints[name].answer, result.body);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.issues.map((issue) => [v.getDotPath(issue), issue.message])));
  return parsed.output.data as NonNullable<v.InferOutput<(typeof serverEndpoints)[N]['answer']>['data']>;
}

const cents = (euros: number | null) => Math.round((euros ?? 0) * 100);

describe.each(backends)('Refunds of paid orders from the back office on $name', (backend) => {
  let bed: ManageBed;
  let ana: TestCustomer;

  beforeAll(async () => {
    bed = await manageBed(backend);
    ana = await createCustomer(bed.db, 'ana.refunds@example.com', { name: 'Ana', phone: '600000031' });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  /** A paid pick-up order at va01 (a latte and two croissants) at a status. */
  async function paidOrder(statusId: number = ORDER_STATUS.pending) {
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, bed.clock.now);
    if (statusId !== ORDER_STATUS.pending) await bed.db.update(orders).set({ statusId }).where(eq(orders.id, order.orderId));
    return order;
  }

  const refund = (orderId: number, body: unknown, who: Parameters<ManageBed['call']>[0] = 'manager') =>
    bed.call(who, 'POST', `/api/manage/orders/${orderId}/refund`, body);

  async function invoicesOf(orderId: number) {
    return bed.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  }

  async function recordOf(invoiceId: number) {
    const [row] = await bed.db.select().from(verifactuRecords).where(eq(verifactuRecords.invoiceId, invoiceId));
    return row!;
  }

  it.each(PICKUP_STATUSES)('refunds one line of a pick-up order at status %i with an R5 by differences, chained and hashed', async (statusId) => {
    const order = await paidOrder(statusId);
    const audits = await auditCount(bed.db);
    const answer = await refund(order.orderId, { lines: [{ index: 1, quantity: 1 }], reason: 'Croissant quemado', restock: false });
    const data = ok('manageOrderRefund', answer);
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row!.statusId).toBe(statusId);
    expect(data.refund).toMatchObject({ lines: [{ index: 1, quantity: 1 }], reason: 'Croissant quemado', invoiceType: 'R5', transport: false });
    expect(data.refund.moneyCents).toBeGreaterThan(0);
    expect(data.order.lines[1]).toMatchObject({ quantity: 2, refunded: 1 });
    const [ticket, correction] = await invoicesOf(order.orderId);
    expect(correction).toMatchObject({ invoiceType: 'R5', relatedInvoiceId: ticket!.id, invoiceNumber: data.refund.invoiceNumber });
    expect(correction!.invoiceNumber).toMatch(/^R\d{4}-\d{6}$/);
    expect(cents(correction!.total)).toBe(-data.refund.moneyCents);
    expect(cents(correction!.vatTotal)).toBe(-cents(data.refund.vatTotal));
    const record = await recordOf(correction!.id);
    const fields = record.fields as AltaRecord;
    expect(fields).toMatchObject({ invoiceType: 'R5', corrects: { number: ticket!.invoiceNumber }, total: (-data.refund.moneyCents / 100).toFixed(2) });
    expect(fields.description).toContain('devolución');
    expect(huellaOf(altaHashInput(fields))).toBe(record.huella);
    expect(record.previousId).not.toBeNull();
    const [queued] = await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.refundId, data.refund.id));
    expect(queued).toMatchObject({ amountCents: data.refund.moneyCents, orderId: order.orderId, reason: 'refunded-by-manager' });
    expect(await auditCount(bed.db)).toBe(audits + 1);
    const [event] = await bed.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.orderId), eq(orderEvents.type, 'refunded')));
    expect(event).toMatchObject({ source: 'manage', toStatus: statusId });
    const [mail] = await bed.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `refund:${data.refund.id}`));
    expect(mail).toMatchObject({ kind: 'orderRefunded' });
  });

  it('refunds every line one by one to exactly the order, then refuses anything more', async () => {
    const order = await paidOrder(ORDER_STATUS.prepared);
    const [sale] = await invoicesOf(order.orderId);
    for (const lines of [[{ index: 1, quantity: 1 }], [{ index: 0, quantity: 1 }], [{ index: 1, quantity: 1 }]]) {
      ok('manageOrderRefund', await refund(order.orderId, { lines, reason: 'Pedido equivocado' }));
    }
    const all = await invoicesOf(order.orderId);
    expect(all.map((invoice) => invoice.invoiceType)).toEqual(['F2', 'R5', 'R5', 'R5']);
    expect(all.reduce((sum, invoice) => sum + cents(invoice.total), 0)).toBe(0);
    expect(all.reduce((sum, invoice) => sum + cents(invoice.vatTotal), 0)).toBe(0);
    for (const rate of sale!.vatRates ?? []) {
      const sumOf = (key: 'base' | 'vat') =>
        all.flatMap((invoice) => (invoice.vatRates ?? []).filter((r) => r.percent === rate.percent)).reduce((sum, r) => sum + cents(r[key]), 0);
      expect(sumOf('base')).toBe(0);
      expect(sumOf('vat')).toBe(0);
    }
    const queued = await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId));
    expect(queued.reduce((sum, row) => sum + row.amountCents, 0)).toBe(cents(order.totalPrice));
    const audits = await auditCount(bed.db);
    const again = await refund(order.orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'exceeds_left', field: 'lines[0].quantity' });
    const whole = await refund(order.orderId, { lines: 'all', reason: 'Otra vez' });
    expect(whole.status).toBe(409);
    expect(whole.body.error).toMatchObject({ code: 'nothing_left', field: 'lines' });
    expect(await auditCount(bed.db)).toBe(audits);
    expect(await invoicesOf(order.orderId)).toHaveLength(4);
  });

  it('a whole refund gives back what is left, the ritmitos earned taken back', async () => {
    const order = await paidOrder(ORDER_STATUS.delivery);
    const [paid] = await bed.db.select().from(orders).where(eq(orders.id, order.orderId));
    const data = ok('manageOrderRefund', await refund(order.orderId, { lines: 'all', reason: 'Cliente insatisfecho', restock: true }));
    expect(data.refund.moneyCents).toBe(cents(order.totalPrice));
    expect(data.refund.ritmitosTaken).toBe(paid!.ritmitosLoyalty);
    expect(data.order.left).toBe(0);
    if (paid!.ritmitosLoyalty > 0) {
      const taken = await bed.db
        .select()
        .from(loyaltyMovements)
        .where(and(eq(loyaltyMovements.customerId, ana.id), eq(loyaltyMovements.amount, -paid!.ritmitosLoyalty)));
      expect(taken.length).toBeGreaterThan(0);
    }
  });

  it('refuses a refund above what is left, of a line the order lacks, on an unpaid order, without a reason: naming the field, nothing changed', async () => {
    const order = await paidOrder();
    const unpaid = await newPickupOrder(bed, ana);
    const before = await bed.db.select().from(orderRefunds);
    const audits = await auditCount(bed.db);
    const cases: Array<[number, unknown, number, string, string]> = [
      [order.orderId, { lines: [{ index: 1, quantity: 3 }], reason: 'x' }, 409, 'exceeds_left', 'lines[0].quantity'],
      [order.orderId, { lines: [{ index: 5, quantity: 1 }], reason: 'x' }, 422, 'unknown_line', 'lines[0].index'],
      [unpaid.orderId, { lines: 'all', reason: 'x' }, 409, 'not_paid', 'orderId'],
    ];
    for (const [orderId, body, status, code, field] of cases) {
      const answer = await refund(orderId, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.error).toMatchObject({ code, field });
    }
    const noReason = await refund(order.orderId, { lines: 'all', reason: '  ' });
    expect(noReason.status).toBeGreaterThanOrEqual(400);
    expect(noReason.status).toBeLessThan(500);
    expect(noReason.body.error?.field).toBe('reason');
    const badQuantity = await refund(order.orderId, { lines: [{ index: 0, quantity: 0 }], reason: 'x' });
    expect(badQuantity.body.error?.field).toMatch(/lines/);
    expect(await bed.db.select().from(orderRefunds)).toEqual(before);
    expect(await auditCount(bed.db)).toBe(audits);
    expect(await invoicesOf(order.orderId)).toHaveLength(1);
  });

  it('asks the permission rule per shop: a barista and the other shop’s manager are refused, the owner may', async () => {
    const order = await paidOrder();
    expect((await refund(order.orderId, { lines: 'all', reason: 'x' }, 'barista')).status).toBe(403);
    const other = await refund(order.orderId, { lines: 'all', reason: 'x' }, 'otherManager');
    expect(other.status).toBe(404);
    expect((await bed.call('otherManager', 'GET', `/api/manage/orders/${order.orderId}`)).status).toBe(404);
    expect((await bed.call('barista', 'GET', `/api/manage/orders?q=${order.orderCode}`)).status).toBe(403);
    const found = ok('manageOrders', await bed.call('otherManager', 'GET', `/api/manage/orders?q=${order.orderCode}`));
    expect(found.orders).toEqual([]);
    expect(ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'x' }, 'owner')).refund.invoiceType).toBe('R5');
  });

  it('two managers refunding the same line at once: one wins, the other is told nothing is left of it', async () => {
    const order = await paidOrder(ORDER_STATUS.inPreparation);
    const body = { lines: [{ index: 0, quantity: 1 }], reason: 'Dos a la vez' };
    const answers = await Promise.all([refund(order.orderId, body, 'manager'), refund(order.orderId, body, 'owner')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toMatchObject({ code: 'exceeds_left', field: 'lines[0].quantity' });
    expect(await bed.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.orderId))).toHaveLength(1);
  });

  it('finds an order by its code, its daily number and shop, and the customer’s e-mail', async () => {
    const order = await paidOrder();
    const [row] = await bed.db.select().from(orders).where(eq(orders.id, order.orderId));
    const byCode = ok('manageOrders', await bed.call('manager', 'GET', `/api/manage/orders?q=${order.orderCode.toLowerCase()}`));
    expect(byCode.orders.map((o) => o.id)).toEqual([order.orderId]);
    const byNumber = ok('manageOrders', await bed.call('owner', 'GET', `/api/manage/orders?q=%23${row!.dailyNumber}&shop=va01`));
    expect(byNumber.orders.map((o) => o.id)).toContain(order.orderId);
    expect(byNumber.orders.every((o) => o.shop.toLowerCase() === 'va01')).toBe(true);
    const byMail = ok('manageOrders', await bed.call('manager', 'GET', '/api/manage/orders?q=ana.refunds'));
    expect(byMail.orders.map((o) => o.id)).toContain(order.orderId);
    const page = ok('manageOrder', await bed.call('manager', 'GET', `/api/manage/orders/${order.orderId}`));
    expect(page).toMatchObject({ orderCode: order.orderCode, paid: true, canRefund: true, left: order.totalPrice });
    expect(page.lines).toHaveLength(2);
  });

  it('corrects a full invoice (F1) with an R1 naming its recipient', async () => {
    const order = await paidOrder();
    const recipient = { taxId: 'B12345674', name: 'Cafés Ana S.L.', address: 'Carrer de Sueca, 1', postalCode: '46006', city: 'València' };
    await bed.db.transaction((tx) => issueInvoice(tx, { orderId: order.orderId, customerId: ana.id, type: 'F1', recipient }, bed.clock.now, PAID.issuer));
    const data = ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'Factura' }, 'owner'));
    expect(data.refund.invoiceType).toBe('R1');
    const [correction] = await bed.db.select().from(invoices).where(eq(invoices.refundId, data.refund.id));
    const record = await recordOf(correction!.id);
    expect(record.fields).toMatchObject({ invoiceType: 'R1', recipient: { nif: 'B12345674' } });
    expect(huellaOf(altaHashInput(record.fields as AltaRecord))).toBe(record.huella);
  });

  it('a shop’s cancel after a partial refund gives back only the rest, and e-mails the customer', async () => {
    const order = await paidOrder();
    const first = ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 1, quantity: 2 }], reason: 'Sin croissants' }));
    const cancelled = await move(bed.app, bed.staff.manager, order.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending);
    expect(cancelled.status).toBe(200);
    const queued = await bed.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId));
    expect(queued.reduce((sum, row) => sum + row.amountCents, 0)).toBe(cents(order.totalPrice));
    expect(queued.find((row) => row.refundId === first.refund.id)).toBeDefined();
    const [mail] = await bed.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.key, `shop-cancel:${order.orderId}`));
    expect(mail).toMatchObject({ kind: 'orderCancelledByShop' });
    const all = await invoicesOf(order.orderId);
    expect(all.reduce((sum, invoice) => sum + cents(invoice.total), 0)).toBe(0);
    const after = await refund(order.orderId, { lines: 'all', reason: 'x' });
    expect(after.status).toBe(409);
    expect(after.body.error).toMatchObject({ code: 'nothing_left', field: 'lines' });
  });

  it('a shop’s cancel of an order never refunded e-mails the customer, and nothing is left to refund', async () => {
    const order = await paidOrder();
    expect((await move(bed.app, bed.staff.manager, order.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    expect(
      await bed.db
        .select()
        .from(mailQueue)
        .where(eq(mailQueue.key, `shop-cancel:${order.orderId}`)),
    ).toHaveLength(1);
    const after = await refund(order.orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'x' });
    expect(after.status).toBe(409);
    expect(after.body.error).toMatchObject({ code: 'nothing_left' });
    expect(ok('manageOrder', await bed.call('manager', 'GET', `/api/manage/orders/${order.orderId}`))).toMatchObject({ cancelledAndRefunded: true, left: 0 });
  });

  it('refunds a delivery order at each status; the transport only with the whole refund', async () => {
    const home = await addAddress(bed.db, ana);
    for (const statusId of [DELIVERY_STATUS.waiting, DELIVERY_STATUS.inTransport, DELIVERY_STATUS.delivered]) {
      const body = await deliveryBody(bed.db, ana, [await deliveryLine(bed.db, 'P5001', 1), await deliveryLine(bed.db, 'P5002', 1)], home);
      const created = dataOf('deliveryOrderCreate', await postDeliveryOrder(bed.app, ana, body, randomUUID()));
      const orderId = created.order.orderId;
      await pay(bed.db, orderId, bed.clock.now);
      await bed.db.update(orders).set({ statusId }).where(eq(orders.id, orderId));
      const [row] = await bed.db.select().from(orders).where(eq(orders.id, orderId));
      const partial = ok('manageOrderRefund', await refund(orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'Roto' }, 'owner'));
      expect(partial.refund.transport).toBe(false);
      const rest = ok('manageOrderRefund', await refund(orderId, { lines: 'all', reason: 'Todo' }, 'owner'));
      expect(rest.refund.transport).toBe(row!.transportPrice > 0);
      expect(partial.refund.moneyCents + rest.refund.moneyCents).toBe(cents(row!.totalPrice));
      const all = await invoicesOf(orderId);
      expect(all.reduce((sum, invoice) => sum + cents(invoice.total), 0)).toBe(0);
      const records = await bed.db
        .select()
        .from(verifactuRecords)
        .where(and(isNotNull(verifactuRecords.invoiceId)))
        .orderBy(asc(verifactuRecords.id));
      for (const record of records.slice(-3)) expect(huellaOf(altaHashInput(record.fields as AltaRecord))).toBe(record.huella);
    }
  });

  it('the customer’s invoices list the correction with only the refunded line, negative', async () => {
    const order = await paidOrder(ORDER_STATUS.delivery);
    const data = ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 1, quantity: 1 }], reason: 'Croissant frío' }));
    const list = dataOf('invoices', await call(bed.app, 'GET', '/api/customer/invoices', ana.auth));
    const correction = list.find((invoice) => invoice.invoiceNumber === data.refund.invoiceNumber);
    expect(correction).toMatchObject({ invoiceType: 'R5', orderId: order.orderId, totalPrice: -data.refund.moneyCents / 100 });
    expect(correction!.products).toHaveLength(1);
    expect(correction!.products[0]).toMatchObject({ quantity: 1 });
    expect(correction!.products[0]!.total).toBeLessThan(0);
    expect(correction!.relatedInvoiceNumber).toMatch(/^F/);
  });

  it('writes the refund and the shop-cancel e-mails in the order’s language, naming the lines, amount and correction', async () => {
    const order = await paidOrder();
    await bed.db.update(orders).set({ language: 'en' }).where(eq(orders.id, order.orderId));
    const data = ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 1, quantity: 1 }], reason: 'Burnt croissant' }));
    const mail = await refundMail(bed.db, data.refund.id, 'https://ritmo.test');
    expect(mail.to).toBe('ana.refunds@example.com');
    expect(mail.subject).toContain(order.orderCode);
    expect(mail.text).toContain('We have refunded');
    expect(mail.text).toContain(`1 × ${data.order.lines[1]!.description}`);
    expect(mail.text).toContain(data.refund.invoiceNumber!);
    expect(mail.text).toContain('Burnt croissant');
    const spanish = await paidOrder();
    expect((await move(bed.app, bed.staff.manager, spanish.orderId, ORDER_STATUS.cancel, ORDER_STATUS.pending)).status).toBe(200);
    const cancelMail = await shopCancelMail(bed.db, spanish.orderId, 'https://ritmo.test');
    expect(cancelMail.subject).toContain('ha cancelado');
    expect(cancelMail.text).toMatch(/Factura rectificativa: R\d{4}-\d{6}/);
  });

  it('keeps the audit row of each refund', async () => {
    const order = await paidOrder();
    const data = ok('manageOrderRefund', await refund(order.orderId, { lines: [{ index: 0, quantity: 1 }], reason: 'Auditado' }));
    const [row] = await bed.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${order.orderCode}`));
    expect(row).toMatchObject({ action: 'order.refund', actor: 'marta.manager@example.com' });
    expect(row!.after).toMatchObject({ refundId: data.refund.id, reason: 'Auditado', invoice: data.refund.invoiceNumber });
  });
});
