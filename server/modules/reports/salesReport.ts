import { sql, type SQL } from 'drizzle-orm';
import type { SalesGrouping, SalesReport, SalesRow } from '../../../src/api/contract/manage/reports';
import { paymentMethodOf } from '../../../src/domain/pricing/paymentMethods';
import { daysOf, type ReportPeriod } from '../../../src/domain/reports/period';
import { averageTicketCents, mergeRates, toEuros, type RateCents } from '../../../src/domain/reports/sums';
import type { Executor } from '../../platform/db/transaction';
import { invoiceTotalsBy, type InvoiceTotals } from './invoiceTotals';
import { lineTotalsBy } from './lineTotals';
import { prepTimesByHour } from './prepTimes';
import { ritmitosPaid } from './ritmitosPaid';
import { saleInvoicesCte } from './saleInvoices';

const EMPTY: InvoiceTotals = { salesCents: 0, correctionsCents: 0, correctionCount: 0, vatCents: 0, orders: 0, rates: [] };

const ratesInEuros = (rates: readonly RateCents[]) =>
  rates.map((rate) => ({ percent: rate.percent, base: toEuros(rate.baseCents), vat: toEuros(rate.vatCents) }));

function rowOf(key: string, label: { es: string; en: string }, totals: InvoiceTotals): SalesRow {
  const grossCents = totals.salesCents + totals.correctionsCents;
  return {
    key,
    label,
    gross: toEuros(grossCents),
    net: toEuros(grossCents - totals.vatCents),
    vat: toEuros(totals.vatCents),
    vatRates: ratesInEuros(totals.rates),
    orders: totals.orders,
    refunds: toEuros(-totals.correctionsCents),
  };
}

const PAYMENT_LABELS: Record<string, { es: string; en: string }> = {
  card: { es: 'Tarjeta', en: 'Card' },
  wallet: { es: 'Monedero', en: 'Wallet' },
  bizum: { es: 'Bizum', en: 'Bizum' },
  other: { es: 'Otro', en: 'Other' },
  ritmitos: { es: 'Ritmitos', en: 'Ritmitos' },
};
const KIND_LABELS: Record<string, { es: string; en: string }> = {
  pickup: { es: 'Recogida', en: 'Pick-up' },
  delivery: { es: 'A domicilio', en: 'Delivery' },
};

const KEYS: Record<'hour' | 'day' | 'payment' | 'kind', { key: SQL; joins: { order?: boolean; shop?: boolean } }> = {
  hour: { key: sql`extract(hour from i.issued_at at time zone l.time_zone)::int`, joins: { shop: true } },
  day: { key: sql`i.shop_date`, joins: {} },
  payment: { key: sql`o.payment_type_id`, joins: { order: true } },
  kind: { key: sql`o.kind`, joins: { order: true } },
};

async function invoiceRows(db: Executor, cte: SQL, by: 'hour' | 'day' | 'payment' | 'kind', period: ReportPeriod, ritmitos: number): Promise<SalesRow[]> {
  const groups = await invoiceTotalsBy(db, cte, KEYS[by].key, KEYS[by].joins);
  if (by === 'day') return daysOf(period).map((day) => rowOf(day, { es: day, en: day }, groups.get(day) ?? EMPTY));
  if (by === 'hour') {
    const hours = [...groups.keys()].map(Number).sort((a, b) => a - b);
    return hours.map((hour) => {
      const text = `${String(hour).padStart(2, '0')}:00`;
      return rowOf(String(hour), { es: text, en: text }, groups.get(String(hour)) ?? EMPTY);
    });
  }
  if (by === 'kind') return ['pickup', 'delivery'].map((kind) => rowOf(kind, KIND_LABELS[kind]!, groups.get(kind) ?? EMPTY));
  const methods = new Map<string, InvoiceTotals>();
  for (const [typeId, totals] of groups) {
    const method = paymentMethodOf(Number(typeId)) ?? 'other';
    methods.set(method, addTotals(methods.get(method) ?? EMPTY, totals));
  }
  for (const totals of methods.values()) totals.rates = mergeRates(totals.rates);
  const rows = ['card', 'wallet', 'bizum', 'other']
    .filter((method) => method !== 'other' || methods.has(method))
    .map((method) => rowOf(method, PAYMENT_LABELS[method]!, methods.get(method) ?? EMPTY));
  // Ritmitos paid outside the invoices' money: their row is shown apart, not part of gross.
  return [
    ...rows,
    { key: 'ritmitos', label: PAYMENT_LABELS.ritmitos!, gross: toEuros(ritmitos), net: toEuros(ritmitos), vat: 0, vatRates: [], orders: 0, refunds: 0 },
  ];
}

function addTotals(a: InvoiceTotals, b: InvoiceTotals): InvoiceTotals {
  return {
    salesCents: a.salesCents + b.salesCents,
    correctionsCents: a.correctionsCents + b.correctionsCents,
    correctionCount: a.correctionCount + b.correctionCount,
    vatCents: a.vatCents + b.vatCents,
    orders: a.orders + b.orders,
    rates: [...a.rates, ...b.rates],
  };
}

async function lineRows(db: Executor, cte: SQL, by: 'product' | 'category'): Promise<SalesRow[]> {
  const lines = await lineTotalsBy(db, cte, by);
  return lines.map((line) => ({
    key: line.key,
    label: line.label,
    gross: toEuros(line.grossCents),
    net: toEuros(line.grossCents - line.vatCents),
    vat: toEuros(line.vatCents),
    vatRates: [],
    orders: line.orders,
    refunds: toEuros(line.refundsCents),
    units: line.units,
  }));
}

/** A sales report of some shops over a period: the summary and the rows grouped `by`. */
export async function salesReport(
  db: Executor,
  scope: { shop: string; locationIds: readonly number[] },
  period: ReportPeriod,
  by: SalesGrouping,
): Promise<SalesReport> {
  const cte = saleInvoicesCte(scope.locationIds, period);
  const kinds = await invoiceTotalsBy(db, cte, KEYS.kind.key, KEYS.kind.joins);
  // Every invoice's order is a pick-up or a delivery: the kinds add up to the whole.
  const added = [...kinds.values()].reduce(addTotals, EMPTY);
  const whole = { ...added, rates: mergeRates(added.rates) };
  const ritmitos = await ritmitosPaid(db, cte);
  const prep = await prepTimesByHour(db, scope.locationIds, period);
  const rows = by === 'product' || by === 'category' ? await lineRows(db, cte, by) : await invoiceRows(db, cte, by, period, ritmitos);
  const summaryRow = rowOf('all', { es: '', en: '' }, whole);
  const grossCents = whole.salesCents + whole.correctionsCents;
  const kindOf = (kind: string) => {
    const totals = kinds.get(kind) ?? EMPTY;
    return { gross: toEuros(totals.salesCents + totals.correctionsCents), orders: totals.orders };
  };
  return {
    shop: scope.shop,
    from: period.from,
    to: period.to,
    by,
    summary: {
      gross: summaryRow.gross,
      net: summaryRow.net,
      vat: summaryRow.vat,
      vatRates: summaryRow.vatRates,
      sales: toEuros(whole.salesCents),
      refunds: toEuros(-whole.correctionsCents),
      corrections: whole.correctionCount,
      orders: whole.orders,
      averageTicket: toEuros(averageTicketCents(grossCents, whole.orders)),
      pickup: kindOf('pickup'),
      delivery: kindOf('delivery'),
      ritmitos: toEuros(ritmitos),
      prep,
    },
    rows,
  };
}
