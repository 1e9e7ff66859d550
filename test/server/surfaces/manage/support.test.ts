import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginCodes, loyaltyMovements, mailQueue, socialLoginCodes } from '../../../../server/platform/db/schema';
import { ephemeralConfig } from '../../../../server/platform/config/config';
import { backends } from '../../harness';
import { createStaff, newPickupOrder, pay, type TestStaff } from '../../support/counterBed';
import { call, createCustomer, type TestCustomer } from '../../support/customers';
import { mailsTo, mailTestBed, type MailTestBed } from '../../support/mailBed';
import { readMail } from '../../support/mimeMessage';
import { VA01, VA02, type Answer } from './manageBed';

type Who = 'owner' | 'manager' | 'otherManager' | 'barista';
type Found = { id: number; email: string; orderCode: string | null };

describe.each(backends)('the back office support on $name', (backend) => {
  let bed: MailTestBed;
  let staff: Record<Who, TestStaff>;
  let ana: TestCustomer;
  let bea: TestCustomer;
  let anaOrder: { orderId: number; orderCode: string; dailyNumber?: number | null };
  let anaInvoice: string;
  let beaInvoice: string;

  const as = async (who: Who, method: string, url: string, body?: unknown) =>
    (await call(bed.app, method, url, staff[who].auth, body)) as unknown as { status: number; body: Answer };
  const search = async (who: Who, query: string) => {
    const answer = await as(who, 'GET', `/api/manage/customers?${query}`);
    return { status: answer.status, emails: ((answer.body.data?.customers ?? []) as Found[]).map((row) => row.email), body: answer.body };
  };
  const auditRows = async (action: string) => bed.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);
  const movements = async (customerId: number) => {
    const [row] = await bed.db.select({ n: count() }).from(loyaltyMovements).where(eq(loyaltyMovements.customerId, customerId));
    return Number(row?.n ?? 0);
  };
  const invoiceOf = async (customer: TestCustomer, owner: Who = 'owner') => (await as(owner, 'GET', `/api/manage/customers/${customer.id}`)).body.data;

  beforeAll(async () => {
    bed = await mailTestBed(backend);
    staff = {
      owner: await createStaff(bed.db, 'olga.owner@example.com', 'owner', []),
      manager: await createStaff(bed.db, 'marta.manager@example.com', 'manager', [VA01]),
      otherManager: await createStaff(bed.db, 'carlos.manager@example.com', 'manager', [VA02]),
      barista: await createStaff(bed.db, 'bea.barista@example.com', 'barista', [VA01]),
    };
    ana = await createCustomer(bed.db, 'ana.support@example.com', { name: 'Ana Soporte', phone: '+34 611 22 33 44' });
    bea = await createCustomer(bed.db, 'bea.support@example.com', { name: 'Bea Carmen', phone: '622 000 111' });
    await createCustomer(bed.db, 'nadie@example.com', { name: 'Nadie' });
    anaOrder = await newPickupOrder(bed, ana, VA01);
    await pay(bed.db, anaOrder.orderId, bed.clock.now);
    const beaOrder = await newPickupOrder(bed, bea, VA02);
    await pay(bed.db, beaOrder.orderId, bed.clock.now);
    await bed.sender.drain();
    anaInvoice = (await invoiceOf(ana)).invoices[0].invoiceNumber;
    beaInvoice = (await invoiceOf(bea)).invoices[0].invoiceNumber;
    // Two e-mail sign-ins (the second ended two open codes at once) and a social one.
    const signedIn = (minutes: number) => new Date(bed.clock.now.getTime() - minutes * 60_000);
    await bed.db.insert(loginCodes).values([
      { email: ana.email, codeHash: 'a', expiresAt: signedIn(50), consumedAt: signedIn(55), clientAddress: '203.0.113.7', createdAt: signedIn(58) },
      { email: ana.email, codeHash: 'b', expiresAt: signedIn(0), consumedAt: signedIn(10), clientAddress: '203.0.113.8', createdAt: signedIn(14) },
      { email: ana.email, codeHash: 'c', expiresAt: signedIn(0), consumedAt: signedIn(10), clientAddress: '203.0.113.9', createdAt: signedIn(12) },
      { email: ana.email, codeHash: 'd', expiresAt: signedIn(0), consumedAt: null, clientAddress: '203.0.113.10', createdAt: signedIn(1) },
    ]);
    await bed.db.insert(socialLoginCodes).values({ codeHash: 'social-ana', customerId: ana.id, expiresAt: signedIn(0), consumedAt: signedIn(30) });
  });
  afterAll(async () => {
    await bed?.dispose();
  });

  it('finds a customer by e-mail, phone, name, order code and daily number', async () => {
    expect((await search('owner', 'q=ANA.SUPPORT@')).emails).toEqual([ana.email]);
    expect((await search('owner', 'q=611%2022%2033')).emails).toEqual([ana.email]);
    expect((await search('owner', 'q=622000')).emails).toEqual([bea.email]);
    expect((await search('owner', 'q=Bea%20Car')).emails).toEqual([bea.email]);
    const byCode = await search('owner', `q=${anaOrder.orderCode.toLowerCase().replace(/-0+/, '-')}`);
    expect(byCode.emails).toEqual([ana.email]);
    expect(byCode.body.data.customers[0].orderCode).toBe(anaOrder.orderCode);
    const number = String(anaOrder.dailyNumber).padStart(2, '0');
    // Today at the manager's shop; the owner names the shop and the day.
    expect((await search('manager', `q=%23${number}`)).emails).toEqual([ana.email]);
    expect((await search('owner', `q=%23${number}&shop=va01&date=2026-06-17`)).emails).toEqual([ana.email]);
    expect((await search('owner', `q=%23${number}&shop=va01&date=2026-06-16`)).emails).toEqual([]);
    expect((await search('owner', 'q=nobody-at-all')).emails).toEqual([]);
  });

  it('shows a manager only the customers who ordered at their shops, the owner everyone, a barista nothing', async () => {
    expect((await search('owner', 'q=support@example')).emails).toEqual([ana.email, bea.email]);
    expect((await search('manager', 'q=support@example')).emails).toEqual([ana.email]);
    expect((await search('otherManager', 'q=support@example')).emails).toEqual([bea.email]);
    expect((await search('manager', 'q=nadie@')).emails).toEqual([]);
    expect((await search('owner', 'q=nadie@')).emails).toEqual(['nadie@example.com']);
    expect((await search('otherManager', `q=${anaOrder.orderCode}`)).emails).toEqual([]);
    expect((await search('barista', 'q=ana.support')).status).toBe(403);
    expect((await as('manager', 'GET', `/api/manage/customers/${bea.id}`)).status).toBe(403);
    expect((await as('barista', 'GET', `/api/manage/customers/${ana.id}`)).status).toBe(403);
    expect((await as('owner', 'GET', '/api/manage/customers/999999')).status).toBe(404);
    expect((await search('manager', 'q=%2301&shop=va02')).body.error).toMatchObject({ code: 'not_found', field: 'shop' });
  });

  it('refuses a search under 3 characters, naming the field, and a bad day', async () => {
    for (const query of ['q=ab', 'q=%20%20ab%20', '']) {
      const refused = await search('owner', query);
      expect([refused.status, refused.body.error?.field]).toEqual([400, 'q']);
    }
    const badDay = await search('owner', 'q=%2301&date=17-06-2026');
    expect([badDay.status, badDay.body.error?.field]).toEqual([400, 'date']);
  });

  it("shows a customer's profile, orders, invoices, ritmitos and sign-ins", async () => {
    const answer = await as('manager', 'GET', `/api/manage/customers/${ana.id}`);
    expect(answer.status).toBe(200);
    const file = answer.body.data;
    expect(file.profile).toMatchObject({ id: ana.id, email: ana.email, name: 'Ana Soporte', phone: '+34 611 22 33 44', hasFiscalDetails: false });
    expect(file.orders).toEqual([expect.objectContaining({ id: anaOrder.orderId, orderCode: anaOrder.orderCode, shop: 'va01', shopDate: '2026-06-17' })]);
    expect(file.invoices).toEqual([expect.objectContaining({ invoiceNumber: anaInvoice, invoiceType: 'F2', orderId: anaOrder.orderId, shop: 'va01' })]);
    expect(file.ritmitos.available).toBeGreaterThan(0);
    expect(file.ritmitos.movements[0]).toMatchObject({ kind: 'earned', orderRef: anaOrder.orderCode });
    expect(file.signIns.map((signIn: { method: string; clientAddress: string }) => [signIn.method, signIn.clientAddress])).toEqual([
      ['email', '203.0.113.9'],
      ['social', ''],
      ['email', '203.0.113.7'],
    ]);
  });

  it('adjusts ritmitos with a reason, in the audit log, never below zero', async () => {
    const before = (await invoiceOf(ana)).ritmitos;
    const given = await as('manager', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: 500, reason: 'Café derramado' });
    expect(given.status).toBe(200);
    expect(given.body.data).toMatchObject({ available: before.available + 500, spendable: before.spendable + 500 });
    expect(given.body.data.movements[0]).toMatchObject({ kind: 'earned', amount: 500, description: 'Café derramado', orderRef: null });
    const [audit] = (await auditRows('customer.ritmitos')).slice(-1);
    expect(audit).toMatchObject({ actor: 'marta.manager@example.com', subject: `customer:${ana.code}` });
    expect(audit?.after).toMatchObject({ amount: 500, reason: 'Café derramado', spendable: before.spendable + 500 });

    const taken = await as('owner', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: -100, reason: 'Regalo duplicado' });
    expect(taken.status).toBe(200);
    expect(taken.body.data.movements[0]).toMatchObject({ kind: 'spent', amount: -100, description: 'Regalo duplicado' });
    const spendable = taken.body.data.spendable as number;

    const lines = await movements(ana.id);
    const audits = (await auditRows('customer.ritmitos')).length;
    const tooMuch = await as('manager', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: -(spendable + 1), reason: 'Demasiado' });
    expect([tooMuch.status, tooMuch.body.error?.code, tooMuch.body.error?.field]).toEqual([409, 'ritmitos_below_zero', 'amount']);
    for (const [body, field] of [
      [{ amount: 0, reason: 'Nada' }, 'amount'],
      [{ amount: 1.5, reason: 'Medio' }, 'amount'],
      [{ amount: '10', reason: 'Texto' }, 'amount'],
      [{ amount: 10 }, 'reason'],
      [{ amount: 10, reason: '  ' }, 'reason'],
      [{ amount: 10, reason: 'Bien', extra: true }, 'extra'],
    ] as const) {
      const refused = await as('owner', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, body);
      expect([refused.status, refused.body.error?.field]).toEqual([400, field]);
    }
    expect((await as('otherManager', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: 10, reason: 'Otra tienda' })).status).toBe(403);
    expect((await as('barista', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: 10, reason: 'Barista' })).status).toBe(403);
    expect(await movements(ana.id)).toBe(lines);
    expect((await auditRows('customer.ritmitos')).length).toBe(audits);
  });

  it('takes away two adjustments at once that together go below zero: one wins', async () => {
    const { spendable } = (await invoiceOf(ana)).ritmitos as { spendable: number };
    const half = Math.floor(spendable / 2) + 1;
    const both = await Promise.all([
      as('manager', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: -half, reason: 'Primero' }),
      as('owner', 'POST', `/api/manage/customers/${ana.id}/ritmitos`, { amount: -half, reason: 'Segundo' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await invoiceOf(ana)).ritmitos.spendable).toBe(spendable - half);
  });

  it("resends an invoice to the customer's address and to another one typed, each in the audit log", async () => {
    const own = await as('manager', 'POST', `/api/manage/invoices/${anaInvoice}/resend`, {});
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual({ invoiceNumber: anaInvoice, to: ana.email });
    const other = await as('owner', 'POST', `/api/manage/invoices/${anaInvoice}/resend`, { email: ' Gestoria@Example.com ' });
    expect(other.body.data).toEqual({ invoiceNumber: anaInvoice, to: 'gestoria@example.com' });
    await bed.sender.drain();

    const resent = (address: string) =>
      mailsTo(bed.smtp, address)
        .map((message) => readMail(message.raw))
        .filter((mail) => mail.subject.includes(anaInvoice));
    // The receipt when paid, and the one resent.
    expect(resent(ana.email)).toHaveLength(2);
    const [typed] = resent('gestoria@example.com');
    expect(typed?.subject).toContain(anaOrder.orderCode);
    expect(typed?.attachments[0]?.filename).toBe(`invoice-${anaInvoice}.pdf`);
    const queued = await bed.db
      .select()
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'receipt')));
    expect(queued.filter((row) => row.key.startsWith(`receipt-resend:${anaInvoice}:`)).map((row) => row.sentAt !== null)).toEqual([true, true]);
    expect((await auditRows('invoice.resend')).map((row) => [row.actor, row.subject, (row.after as { to: string }).to])).toEqual([
      ['marta.manager@example.com', `invoice:${anaInvoice}`, ana.email],
      ['olga.owner@example.com', `invoice:${anaInvoice}`, 'gestoria@example.com'],
    ]);
  });

  it('refuses a resend to a bad address, of an unknown invoice or of another shop, queuing nothing', async () => {
    const queued = async () => Number((await bed.db.select({ n: count() }).from(mailQueue))[0]?.n ?? 0);
    const before = await queued();
    const bad = await as('owner', 'POST', `/api/manage/invoices/${anaInvoice}/resend`, { email: 'not-an-address' });
    expect([bad.status, bad.body.error?.field]).toEqual([400, 'email']);
    expect((await as('owner', 'POST', '/api/manage/invoices/F2099-999999/resend', {})).status).toBe(404);
    expect((await as('manager', 'POST', `/api/manage/invoices/${beaInvoice}/resend`, {})).status).toBe(403);
    expect((await as('barista', 'POST', `/api/manage/invoices/${anaInvoice}/resend`, {})).status).toBe(403);
    expect(await queued()).toBe(before);
  });

  it('serves the responsible declaration with the producer and system the records name, to every member who opens the back office', async () => {
    const { system } = ephemeralConfig().verifactu;
    for (const who of ['owner', 'manager'] as const) {
      const answer = await as(who, 'GET', '/api/manage/legal');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        producer: { name: system.producerName, nif: system.producerNif },
        system: { name: system.name, id: system.id, version: system.version },
        mode: 'VERI*FACTU',
      });
      expect(answer.body.data.rules.join(' ')).toContain('Real Decreto 1007/2023');
    }
  });
});
