import type { Invoice, InvoiceLine } from '../../api/contract';
import { round2 } from '../pricing/money';
import { VAT_PERCENT, type VatRate } from '../pricing/vat';

/** VAT type as the percentage printed (21, 10, 4); undefined for a type the app does not know. */
export function vatPercent(vatTypeId: number | undefined): number | undefined {
  return vatTypeId === undefined ? undefined : VAT_PERCENT[vatTypeId];
}

/**
 * The gross unit price with extras. Derived from the line's value, so it is right for invoices stored
 * before `price` carried the extras, and 'quantity × unit' always matches the line.
 */
export function invoiceUnitPrice(line: Pick<InvoiceLine, 'quantity' | 'price' | 'total'>): number {
  return line.quantity > 0 ? round2(line.total / line.quantity) : line.price;
}

/**
 * The VAT rows an invoice kept on its lines before invoices carried their per-rate figures: per rate, the
 * sum of the lines' stored base and VAT, as those invoices printed them. A rate with nothing charged has
 * no row. Null when a line lacks its VAT figures (an invoice stored before they existed).
 */
function vatRatesOfStoredLines(lines: readonly InvoiceLine[]): VatRate[] | null {
  const byType = new Map<number, VatRate>();
  for (const line of lines) {
    const percent = vatPercent(line.vatTypeId);
    if (percent === undefined || line.vatBase === undefined || line.vatAmount === undefined) return null;
    const row = byType.get(line.vatTypeId!) ?? { vatTypeId: line.vatTypeId!, percent, base: 0, vat: 0, gross: 0 };
    byType.set(row.vatTypeId, { ...row, base: row.base + line.vatBase, vat: row.vat + line.vatAmount });
  }
  return [...byType.values()]
    .map((row) => ({ ...row, base: round2(row.base), vat: round2(row.vat), gross: round2(row.base + row.vat) }))
    .filter((row) => row.base !== 0 || row.vat !== 0)
    .sort((a, b) => a.percent - b.percent);
}

/**
 * The VAT breakdown a simplified invoice prints, lowest rate first: the per-rate figures fixed when its
 * order was placed; for an invoice from before those were kept, what its lines said. Null when neither
 * exists (the totals then stand alone).
 */
export function invoiceVatRates(invoice: Pick<Invoice, 'vatRates' | 'products'>): VatRate[] | null {
  return invoice.vatRates ?? vatRatesOfStoredLines(invoice.products);
}
