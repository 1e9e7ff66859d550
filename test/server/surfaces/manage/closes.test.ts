import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '../../../../src/api/contract/statuses';
import { runAutoClose } from '../../../../server/modules/closes/autoClose';
import { issueInvoice } from '../../../../server/modules/orders/invoiceNumbers';
import { auditLog, dayCloses, invoices, orderRefunds, orders } from '../../../../server/platform/db/schema';
import { backends } from '../../harness';
import { board, createStaff, eventsOf, newPickupOrder, orderRow, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { mailsTo, mailTestBed, type MailTestBed } from '../../support/mailBed';
import { readMail } from '../../support/mimeMessage';
import { OPEN_TIME } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';
import { pdfStrings } from '../../support/pdfText';

const VA01 = 10;
const VA02 = 11;
const DAY = '2026-06-17';
const NEXT_MORNING = new Date('2026-06-18T09:00:00+02:00');

describe.each(backends)("the day's close on $name", (backend) => {
  let bed: MailTestBed;
  let ana: TestCustomer;
  let owner: TestStaff;
  let manager: TestStaff;
  let otherManager: TestStaff;
  let barista: TestStaff;
  const ids = { collected: 0, waiting: 0, corrected: 0 };

  const api = (who: TestStaff, method: string, url: string, body?: unknown) =>
    call(bed.app, method, url, who.auth, body) as Promise<{ status: number; body: { data?: any; error?: { code: string; field?: string } } }>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const closeCount = async () => Number((await bed.db.select({ n: count() }).from(dayCloses))[0]?.n ?? 0);

  beforeAll(async () => {
    bed = await mailTestBed(backend);
    ana = await createCustomer(bed.db, 'ana@example.com', { name: 'Ana López' });
    owner = await createStaff(bed.db, 'olga.owner@example.com', 'owner', []);
    manager = await createStaff(bed.db, 'marta.manager@example.com', 'manager', [VA01]);
    otherManager = await createStaff(bed.db, 'carlos.manager@example.com', 'manager', [VA02]);
    barista = await createStaff(bed.db, 'bea.barista@example.com', 'barista', [VA01]);
    bed.clock.now = OPEN_TIME;
    for (const key of ['collected', 'waiting', 'corrected'] as const) {
      const order = await newPickupOrder(bed, ana);
      await pay(bed.db, order.orderId, OPEN_TIME);
      ids[key] = order.orderId;
    }
    await bed.db.update(orders).set({ statusId: ORDER_STATUS.delivery }).where(eq(orders.id, ids.collected));
    await bed.db.update(orders).set({ statusId: ORDER_STATUS.cancel }).where(eq(orders.id, ids.corrected));
    const [ticket] = await bed.db.select().from(invoices).where(eq(invoices.orderId, ids.corrected));
    await bed.db.transaction((tx) =>
      issueInvoice(
        tx,
        { orderId: ids.corrected, customerId: ana.id, type: 'R5', relatedInvoiceId: ticket!.id },
        new Date('2026-06-17T11:00:00+02:00'),
        PAID.issuer,
      ),
    );
    const corrected = await orderRow(bed.db, ids.corrected);
    await bed.db.insert(orderRefunds).values({
      orderId: ids.corrected,
      lines: [],
      total: corrected.totalPrice,
      vatTotal: corrected.totalPriceVat,
      vatRates: [],
      moneyCents: Math.round(corrected.totalPrice * 100),
      reason: 'Wrong milk',
      staffId: manager.id,
      createdAt: new Date('2026-06-17T11:00:00+02:00'),
    });
    await bed.db.insert(auditLog).values({
      staffId: manager.id,
      actor: 'marta.manager@example.com',
      action: 'stock.set',
      subject: 'product:P1001',
      locationId: VA01,
      at: new Date('2026-06-17T12:00:00+02:00'),
    });
  });
  afterAll(async () => {
    await bed.dispose();
  });

  it("never shows an earlier shop day's order on the board, even without a close", async () => {
    bed.clock.now = OPEN_TIME;
    const today = await board(bed.app, barista, 'va01');
    expect(today.body.data!.tickets.map((ticket) => ticket.orderId)).toContain(ids.waiting);
    bed.clock.now = NEXT_MORNING;
    const tomorrow = await board(bed.app, barista, 'va01');
    expect(tomorrow.status).toBe(200);
    expect(tomorrow.body.data!.tickets.map((ticket) => ticket.orderId)).not.toContain(ids.waiting);
  });

  it('refuses bad input, other shops and other roles, naming the field, and changes nothing', async () => {
    bed.clock.now = NEXT_MORNING;
    const cases: Array<[TestStaff, string, unknown, number, string, string | undefined]> = [
      [manager, '/api/manage/shops/va01/close-day', { date: '2026-06-19' }, 422, 'future_date', 'date'],
      [manager, '/api/manage/shops/va01/close-day', { date: '17/06/2026' }, 400, 'bad_request', 'date'],
      [manager, '/api/manage/shops/va01/close-day', { date: '2026-02-30' }, 422, 'bad_date', 'date'],
      [otherManager, '/api/manage/shops/va01/close-day', { date: DAY }, 403, 'other_shop', 'code'],
      [barista, '/api/manage/shops/va01/close-day', { date: DAY }, 403, 'forbidden', undefined],
      [manager, '/api/manage/shops/zz99/close-day', { date: DAY }, 404, 'unknown_shop', 'code'],
    ];
    for (const [who, url, body, status, code, field] of cases) {
      const answer = await api(who, 'POST', url, body);
      expect(answer.status, `${code}`).toBe(status);
      expect(answer.body.error?.code).toBe(code);
      if (field) expect(answer.body.error?.field).toBe(field);
    }
    expect(await closeCount()).toBe(0);
    expect((await orderRow(bed.db, ids.waiting)).statusId).toBe(ORDER_STATUS.pending);
  });

  it('closes the day: uncollected paid orders marked not collected with an event, figures adding up to the invoices', async () => {
    bed.clock.now = NEXT_MORNING;
    const answer = await api(manager, 'POST', '/api/manage/shops/va01/close-day', { date: DAY });
    expect(answer.status).toBe(200);
    const close = answer.body.data;
    expect(close).toMatchObject({ shop: 'va01', date: DAY, by: 'marta.manager@example.com' });
    expect(close.notCollected.map((order: { orderId: number }) => order.orderId)).toEqual([ids.waiting]);
    expect((await orderRow(bed.db, ids.waiting)).statusId).toBe(ORDER_STATUS.notCollected);
    expect((await orderRow(bed.db, ids.collected)).statusId).toBe(ORDER_STATUS.delivery);
    const events = await eventsOf(bed.db, ids.waiting);
    expect(events.at(-1)).toMatchObject({ fromStatus: ORDER_STATUS.pending, toStatus: ORDER_STATUS.notCollected, source: 'close', staffId: manager.id });

    const dayInvoices = await bed.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.locationId, VA01), eq(invoices.shopDate, DAY)));
    const cents = dayInvoices.reduce((sum, invoice) => sum + Math.round((invoice.total ?? 0) * 100), 0);
    expect(Math.round(close.figures.invoicesTotal * 100)).toBe(cents);
    const methodCents = close.figures.methods
      .filter((row: { method: string }) => row.method !== 'ritmitos')
      .reduce((sum: number, row: { total: number }) => sum + Math.round(row.total * 100), 0);
    expect(methodCents).toBe(cents);
    const waiting = await orderRow(bed.db, ids.waiting);
    const collected = await orderRow(bed.db, ids.collected);
    expect(close.figures.invoicesTotal).toBe(Math.round((waiting.totalPrice + collected.totalPrice) * 100) / 100);
    const numbers = dayInvoices.map((invoice) => invoice.invoiceNumber).sort();
    expect(close.figures.series).toEqual([
      { series: 'F', first: numbers.filter((n) => n.startsWith('F'))[0], last: numbers.filter((n) => n.startsWith('F')).at(-1), count: 3 },
      { series: 'R', first: numbers.find((n) => n.startsWith('R')), last: numbers.find((n) => n.startsWith('R')), count: 1 },
    ]);
    expect(close.figures.tickets).toEqual({ first: 1, last: 3, count: 3 });
    expect(close.refunds).toEqual([expect.objectContaining({ orderId: ids.corrected, reason: 'Wrong milk', by: 'marta.manager@example.com' })]);
    expect(close.corrections).toEqual([expect.objectContaining({ type: 'R5' })]);
    expect(close.adjustments).toEqual([expect.objectContaining({ action: 'stock.set', by: 'marta.manager@example.com' })]);
    const [audit] = await bed.db.select().from(auditLog).where(eq(auditLog.action, 'day.close'));
    expect(audit).toMatchObject({ staffId: manager.id, locationId: VA01, subject: `shop:va01:${DAY}` });
  });

  it('refuses a second close of the same day with 409, the first close kept', async () => {
    const again = await api(owner, 'POST', '/api/manage/shops/va01/close-day', { date: DAY });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_closed', field: 'date' });
    expect(await closeCount()).toBe(1);
  });

  it('e-mails every owner the close with its PDF, listing the refund, the correction and the adjustment with who', async () => {
    await bed.sender.drain();
    const mails = mailsTo(bed.smtp, 'olga.owner@example.com');
    expect(mails).toHaveLength(1);
    expect(mailsTo(bed.smtp, 'marta.manager@example.com')).toHaveLength(0);
    const mail = readMail(mails[0]!.raw);
    expect(mail.subject).toBe(`Cierre de caja VA01 ${DAY}`);
    expect(mail.text).toContain('Wrong milk');
    expect(mail.text).toContain('marta.manager@example.com');
    expect(mail.text).toContain('R5');
    expect(mail.text).toContain('stock.set');
    expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
    expect(mail.attachments[0]!.content.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('lists the closes and serves the PDF, only to whoever may close that shop', async () => {
    const list = await api(manager, 'GET', '/api/manage/shops/va01/closes?from=2026-06-01&to=2026-06-30');
    expect(list.status).toBe(200);
    expect(list.body.data.map((close: { date: string }) => close.date)).toEqual([DAY]);
    expect((await api(manager, 'GET', '/api/manage/shops/va01/closes?from=junio')).body.error?.field).toBe('from');
    expect((await api(otherManager, 'GET', '/api/manage/shops/va01/closes')).status).toBe(403);
    const pdf = await bed.app.request(`/api/manage/shops/va01/closes/${DAY}/pdf?lang=en`, { headers: manager.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(pdfStrings(bytes).join(' ')).toContain("Day's close");
    expect((await bed.app.request(`/api/manage/shops/va01/closes/2026-06-10/pdf`, { headers: manager.auth })).status).toBe(404);
    expect((await bed.app.request(`/api/manage/shops/va01/closes/${DAY}/pdf`, { headers: otherManager.auth })).status).toBe(403);
  });

  it('keeps a not-collected order as sold once, refusing other shops and orders not marked', async () => {
    const url = `/api/manage/orders/${ids.waiting}/not-collected`;
    expect((await api(otherManager, 'POST', url, { decision: 'keep' })).body.error).toMatchObject({ code: 'other_shop', field: 'orderId' });
    expect((await api(manager, 'POST', url, { decision: 'refund' })).body.error?.field).toBe('decision');
    expect((await api(manager, 'POST', `/api/manage/orders/${ids.collected}/not-collected`, { decision: 'keep' })).status).toBe(409);
    const kept = await api(manager, 'POST', url, { decision: 'keep' });
    expect(kept.status).toBe(200);
    expect(kept.body.data.notCollected).toEqual([expect.objectContaining({ orderId: ids.waiting, decision: 'keep' })]);
    const again = await api(manager, 'POST', url, { decision: 'keep' });
    expect(again.status).toBe(200);
    const audits = await bed.db.select().from(auditLog).where(eq(auditLog.action, 'order.not_collected.keep'));
    expect(audits).toHaveLength(1);
  });

  it('closes by itself at closing time, one close per shop and day when processes race', async () => {
    bed.clock.now = new Date('2026-06-18T12:00:00+02:00');
    const order = await newPickupOrder(bed, ana);
    await pay(bed.db, order.orderId, bed.clock.now);
    const afterHours = new Date('2026-06-19T03:00:00+02:00');
    const [first, second] = await Promise.all([runAutoClose(bed.db, afterHours), runAutoClose(bed.db, afterHours)]);
    expect([...first!, ...second!].filter((closed) => closed === 'va01 2026-06-18')).toHaveLength(1);
    const rows = await bed.db
      .select()
      .from(dayCloses)
      .where(and(eq(dayCloses.locationId, VA01), eq(dayCloses.shopDate, '2026-06-18')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.staffId).toBeNull();
    expect((await orderRow(bed.db, order.orderId)).statusId).toBe(ORDER_STATUS.notCollected);
    expect(await runAutoClose(bed.db, afterHours)).toEqual([]);

    // Refunded from the Orders section: the close shows it.
    await bed.db.insert(orderRefunds).values({
      orderId: order.orderId,
      lines: [],
      total: 1,
      vatTotal: 0.09,
      vatRates: [],
      moneyCents: 100,
      reason: 'Never came',
      staffId: manager.id,
      createdAt: afterHours,
    });
    const list = await api(manager, 'GET', '/api/manage/shops/va01/closes?from=2026-06-18&to=2026-06-18');
    expect(list.body.data[0].notCollected).toEqual([expect.objectContaining({ orderId: order.orderId, decision: 'refunded' })]);
  });

  it('lets one of two managers closing the same day at once win; the other is 409', async () => {
    bed.clock.now = new Date('2026-06-20T12:00:00+02:00');
    const answers = await Promise.all([
      api(manager, 'POST', '/api/manage/shops/va01/close-day', { date: '2026-06-20' }),
      api(owner, 'POST', '/api/manage/shops/va01/close-day', { date: '2026-06-20' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await bed.db
      .select()
      .from(dayCloses)
      .where(and(eq(dayCloses.locationId, VA01), eq(dayCloses.shopDate, '2026-06-20')));
    expect(rows).toHaveLength(1);
  });
});
