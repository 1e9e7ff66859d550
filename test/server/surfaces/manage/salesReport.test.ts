import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loyaltyMovements } from '../../../../server/platform/db/schema';
import { instantAt } from '../../../../src/domain/schedule/shopTime';
import { backends } from '../../harness';
import { createCustomer } from '../../support/customers';
import { generateSales, preparation, type MadeData, type MadeInvoice } from '../../support/salesData';
import { manageBed, VA01, VA02, type ManageBed, type Who } from './manageBed';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const cents = (euros: number) => Math.round(euros * 100);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows as the call answers them
type Row = any;

const counted = (made: MadeData, shops: number[], from: string, to: string) =>
  made.invoices.filter((invoice) => invoice.type !== 'F3' && shops.includes(invoice.locationId) && invoice.shopDate >= from && invoice.shopDate <= to);

function expectedRates(invoices: MadeInvoice[]) {
  const byPercent = new Map<number, { base: number; vat: number }>();
  for (const rate of invoices.flatMap((invoice) => invoice.rates)) {
    const kept = byPercent.get(rate.percent) ?? { base: 0, vat: 0 };
    byPercent.set(rate.percent, { base: kept.base + rate.baseCents, vat: kept.vat + rate.vatCents });
  }
  return [...byPercent].sort(([a], [b]) => a - b).map(([percent, amounts]) => ({ percent, base: amounts.base / 100, vat: amounts.vat / 100 }));
}

describe.each(backends)('the sales report on $name', (backend) => {
  let bed: ManageBed;
  let made: MadeData;
  const period = { from: '2026-03-01', to: '2026-04-05' };
  const autumn = { from: '2026-10-20', to: '2026-10-31' };

  beforeAll(async () => {
    bed = await manageBed(backend);
    const customer = await createCustomer(bed.db, 'buyer@example.com');
    const spring = await generateSales(bed.db, { customerId: customer.id, locationIds: [VA01, VA02], ...period, perDay: 5, seed: 7 });
    const fall = await generateSales(bed.db, { customerId: customer.id, locationIds: [VA01, VA02], ...autumn, perDay: 5, seed: 8 });
    made = {
      invoices: [...spring.invoices, ...fall.invoices],
      lines: [...spring.lines, ...fall.lines],
      refundedLines: [...spring.refundedLines, ...fall.refundedLines],
      ritmitosPaid: spring.ritmitosPaid + fall.ritmitosPaid,
      transportCents: spring.transportCents + fall.transportCents,
    };
  }, 240_000);
  afterAll(async () => {
    await bed?.dispose();
  });

  const report = async (who: Who, query: string) => bed.call(who, 'GET', `/api/manage/reports/sales?${query}`);

  it.each([
    ['va01', [VA01], period],
    ['va02', [VA02], autumn],
    ['all', [VA01, VA02], period],
    ['all', [VA01, VA02], { from: '2026-03-29', to: '2026-03-29' }],
    ['all', [VA01, VA02], { from: '2026-10-25', to: '2026-10-25' }],
  ] as const)('%s adds up its invoices and corrections to the cent by day, hour, payment and kind', async (shop, shops, range) => {
    const invoices = counted(made, [...shops], range.from, range.to);
    const gross = sum(invoices.map((invoice) => invoice.totalCents));
    const vat = sum(invoices.map((invoice) => invoice.vatCents));
    const refunds = -sum(invoices.filter((invoice) => invoice.totalCents < 0).map((invoice) => invoice.totalCents)) + 0;
    const orders = new Set(invoices.filter((invoice) => invoice.totalCents > 0).map((invoice) => invoice.orderId)).size;
    for (const by of ['day', 'hour', 'payment', 'kind']) {
      const answer = await report('owner', `shop=${shop}&from=${range.from}&to=${range.to}&by=${by}`);
      expect(answer.status).toBe(200);
      const { summary, rows } = answer.body.data;
      expect(cents(summary.gross)).toBe(gross);
      expect(cents(summary.vat)).toBe(vat);
      expect(cents(summary.net)).toBe(gross - vat);
      expect(cents(summary.refunds)).toBe(refunds);
      expect(summary.orders).toBe(orders);
      expect(summary.vatRates).toEqual(expectedRates(invoices));
      const money = rows.filter((row: Row) => row.key !== 'ritmitos');
      expect(sum(money.map((row: Row) => cents(row.gross)))).toBe(gross);
      expect(sum(money.map((row: Row) => cents(row.vat)))).toBe(vat);
      expect(sum(money.map((row: Row) => cents(row.refunds)))).toBe(refunds);
    }
  });

  it('puts each invoice on its shop day and hour: an order at 23:59 falls on its day, the DST days have their hours', async () => {
    const range = { from: '2026-03-28', to: '2026-03-30' };
    const invoices = counted(made, [VA01, VA02], range.from, range.to);
    const byDay = (await report('owner', `shop=all&from=${range.from}&to=${range.to}&by=day`)).body.data.rows as Row[];
    expect(byDay.map((row) => row.key)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    for (const row of byDay)
      expect(cents(row.gross)).toBe(sum(invoices.filter((invoice) => invoice.shopDate === row.key).map((invoice) => invoice.totalCents)));
    const byHour = (await report('owner', `shop=all&from=2026-10-25&to=2026-10-25&by=hour`)).body.data.rows as Row[];
    const autumnDay = counted(made, [VA01, VA02], '2026-10-25', '2026-10-25');
    expect(byHour.find((row) => row.key === '23')?.orders).toBeGreaterThanOrEqual(2);
    for (const row of byHour)
      expect(cents(row.gross)).toBe(sum(autumnDay.filter((invoice) => String(invoice.hour) === row.key).map((invoice) => invoice.totalCents)));
  });

  it('ranks products and categories: lines sold less the units refunded, and they reconcile with the sales', async () => {
    const range = { from: '2026-01-01', to: '2026-12-31' };
    const answer = await report('owner', `shop=all&from=${range.from}&to=${range.to}&by=product`);
    const rows = answer.body.data.rows as Row[];
    const lineGross = sum(made.lines.map((line) => line.cents)) - sum(made.refundedLines.map((line) => line.cents));
    expect(sum(rows.map((row) => cents(row.gross)))).toBe(lineGross);
    expect(sum(rows.map((row) => row.units))).toBe(sum(made.lines.map((line) => line.quantity)) - sum(made.refundedLines.map((line) => line.quantity)));
    expect(rows.map((row) => row.gross)).toEqual([...rows.map((row) => row.gross)].sort((a, b) => b - a));
    // Sales = the lines sold + transport; refunds of lines are their price share.
    const summary = answer.body.data.summary;
    expect(cents(summary.sales)).toBe(sum(made.lines.map((line) => line.cents)) + made.transportCents);
    const categories = (await report('owner', `shop=all&from=${range.from}&to=${range.to}&by=category`)).body.data.rows as Row[];
    expect(sum(categories.map((row) => cents(row.gross)))).toBe(lineGross);
    expect(categories[0].label.es.length).toBeGreaterThan(0);
    expect(cents(summary.ritmitos)).toBe(made.ritmitosPaid);
  });

  it('times preparations per hour: median and p90 in minutes', async () => {
    const started = instantAt({ year: 2026, month: 3, day: 10 }, 9 * 60 + 5);
    const orderIds = [...new Set(counted(made, [VA01], '2026-03-10', '2026-03-10').map((invoice) => invoice.orderId))].slice(0, 5);
    expect(orderIds.length).toBe(5);
    for (const [n, orderId] of orderIds.entries()) await preparation(bed.db, orderId, started, [2, 4, 6, 8, 10][n]!);
    const prep = (await report('manager', 'shop=va01&from=2026-03-10&to=2026-03-10')).body.data.summary.prep;
    expect(prep).toEqual([{ hour: 9, orders: 5, median: 6, p90: 9.2 }]);
  });

  it.each([
    ['owner', 'all', 200],
    ['owner', 'va02', 200],
    ['manager', 'va01', 200],
    ['manager', 'va02', 403],
    ['manager', 'all', 403],
    ['otherManager', 'va02', 200],
    ['barista', 'va01', 403],
  ] as const)('%s reading %s: %s', async (who, shop, status) => {
    expect((await report(who, `shop=${shop}&from=2026-03-01&to=2026-03-02`)).status).toBe(status);
  });

  it.each([
    ['shop=va01&from=2026-03-05&to=2026-03-01', 'to'],
    ['shop=va01&from=2025-01-01&to=2026-03-01', 'to'],
    ['shop=va01&from=2026-02-30&to=2026-03-01', 'from'],
    ['shop=va01&from=2026-3-1&to=2026-03-01', 'from'],
    ['shop=va01&from=2026-03-01&to=2026-03-01&by=week', 'by'],
    ['from=2026-03-01&to=2026-03-01', 'shop'],
  ])('refuses %s naming %s', async (query, field) => {
    const answer = await report('owner', query);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe(field);
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect((await report('owner', 'shop=zz99&from=2026-03-01&to=2026-03-01')).status).toBe(404);
  });

  it('reports the ritmitos owed, those expiring in 30 days, earned and spent in the period', async () => {
    const customer = await createCustomer(bed.db, 'loyal@example.com');
    const at = (text: string) => new Date(text);
    await bed.db.insert(loyaltyMovements).values([
      { customerId: customer.id, kind: 'earned', amount: 500, createdAt: at('2026-06-20T10:00:00Z'), expiresAt: at('2026-12-20T10:00:00Z') },
      { customerId: customer.id, kind: 'earned', amount: 1000, createdAt: at('2026-11-20T10:00:00Z'), expiresAt: at('2027-05-20T10:00:00Z') },
      { customerId: customer.id, kind: 'spent', amount: -300, createdAt: at('2026-12-02T10:00:00Z') },
      { customerId: customer.id, kind: 'earned', amount: 100, createdAt: at('2026-12-03T10:00:00Z'), expiresAt: at('2027-06-03T10:00:00Z') },
      { customerId: customer.id, kind: 'earned', amount: 999, createdAt: at('2026-12-08T10:00:00Z'), expiresAt: at('2027-06-08T10:00:00Z') },
    ]);
    const answer = await bed.call('owner', 'GET', '/api/manage/reports/loyalty?at=2026-12-07');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      at: '2026-12-07',
      from: '2026-12-01',
      outstanding: { ritmitos: 1300, euros: 13, customers: 1 },
      expiring30: { ritmitos: 200, euros: 2 },
      earned: { ritmitos: 100, euros: 1 },
      spent: { ritmitos: 300, euros: 3 },
      expired: { ritmitos: 0, euros: 0 },
    });
    expect((await bed.call('manager', 'GET', '/api/manage/reports/loyalty?at=2026-12-07')).status).toBe(403);
    expect((await bed.call('barista', 'GET', '/api/manage/reports/loyalty?at=2026-12-07')).status).toBe(403);
    const reversed = await bed.call('owner', 'GET', '/api/manage/reports/loyalty?at=2026-12-07&from=2026-12-09');
    expect(reversed.status).toBe(400);
    expect(reversed.body.error?.field).toBe('to');
  });
});
