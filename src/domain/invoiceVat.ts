import type { InvoiceLine } from '../api/contract';
import { round2, roundTo } from './money';
import { VAT_RATES, splitGross } from './pricing';

/** One VAT rate of a simplified invoice: the taxable base and the VAT charged at it. */
export type VatRateRow = { vatTypeId: number; percent: number; base: number; vat: number };

/** DESIGN §4 VAT type as the percentage printed (21, 10, 4); undefined for a type the app does not know. */
export function vatPercent(vatTypeId: number | undefined): number | undefined {
  if (vatTypeId === undefined || !(vatTypeId in VAT_RATES)) return undefined;
  return roundTo((VAT_RATES[vatTypeId] as number) * 100, 2);
}

/**
 * The gross unit price with extras. Derived from the line's value, so it is right for invoices stored
 * before `price` carried the extras, and 'quantity × unit' always matches the line.
 */
export function invoiceUnitPrice(line: Pick<InvoiceLine, 'quantity' | 'price' | 'total'>): number {
  return line.quantity > 0 ? round2(line.total / line.quantity) : line.price;
}

/**
 * The VAT breakdown of a simplified invoice, lowest rate first: per rate, the base and the VAT of what
 * was paid in money. A rate with nothing charged (ritmitos paid all its lines) has no row. Null when a
 * line lacks its VAT figures (an invoice stored before they existed): the totals then stand alone.
 */
export function vatBreakdown(lines: readonly InvoiceLine[]): VatRateRow[] | null {
  const byType = new Map<number, VatRateRow>();
  for (const line of lines) {
    const percent = vatPercent(line.vatTypeId);
    if (percent === undefined || line.vatBase === undefined || line.vatAmount === undefined) return null;
    const row = byType.get(line.vatTypeId!) ?? { vatTypeId: line.vatTypeId!, percent, base: 0, vat: 0 };
    byType.set(row.vatTypeId, { ...row, base: row.base + line.vatBase, vat: row.vat + line.vatAmount });
  }
  return [...byType.values()]
    .map((row) => ({ ...row, base: round2(row.base), vat: round2(row.vat) }))
    .filter((row) => row.base !== 0 || row.vat !== 0)
    .sort((a, b) => a.percent - b.percent);
}

/**
 * The VAT type of a gross amount from its VAT part, for a figure stored without its type (a delivery
 * order keeps only the transport's gross price): the type whose split gives that VAT. Null when none does.
 */
export function vatTypeOfSplit(gross: number, vat: number): number | null {
  const types = Object.keys(VAT_RATES).map(Number);
  return types.find((id) => Math.abs(splitGross(gross, id).priceVat - vat) < 0.005) ?? null;
}
