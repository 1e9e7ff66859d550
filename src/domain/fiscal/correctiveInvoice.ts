import type { Invoice, InvoiceLine } from '../../api/contract';
import { round2 } from '../pricing/money';

/** -0 prints as "-0,00 €"; a zero stays a plain zero. */
const negate = (amount: number): number => (amount === 0 ? 0 : round2(-amount));

function negatedLine(line: InvoiceLine): InvoiceLine {
  return {
    ...line,
    // The quantity stays what was sold (and what "Order again" fills the cart with); the money turns negative.
    price: negate(line.price),
    total: negate(line.total),
    ...(line.vatBase === undefined ? {} : { vatBase: negate(line.vatBase) }),
    ...(line.vatAmount === undefined ? {} : { vatAmount: negate(line.vatAmount) }),
  };
}

/**
 * An R5 corrects a simplified ticket by differences, and a cancelled ticket is corrected whole: its lines,
 * VAT per rate and totals are the ticket's, negated. A correction earns and spends no ritmitos.
 */
export function negatedInvoiceAmounts(invoice: Invoice): Invoice {
  return {
    ...invoice,
    products: invoice.products.map(negatedLine),
    totalPrice: negate(invoice.totalPrice),
    totalPriceNet: negate(invoice.totalPriceNet),
    totalPriceVat: negate(invoice.totalPriceVat),
    ...(invoice.vatRates
      ? { vatRates: invoice.vatRates.map((rate) => ({ ...rate, base: negate(rate.base), vat: negate(rate.vat), gross: negate(rate.gross) })) }
      : {}),
    totalDiscount: negate(invoice.totalDiscount),
    loyaltyAmount: negate(invoice.loyaltyAmount),
    loyaltyPoints: 0,
    ritmitosLoyalty: 0,
    ritmitosUsed: 0,
  };
}

/** What a refund gave back, as its correction prints it (positive euros, as order_refunds keeps them). */
export interface RefundAmounts {
  lines: ReadonlyArray<{ index: number; quantity: number }>;
  /** Whether the transport went back with it. */
  transport: boolean;
  total: number;
  vatTotal: number;
  vatRates: ReadonlyArray<{ percent: number; base: number; vat: number }>;
  ritmitosReturned: number;
}

const VAT_TYPE_OF_PERCENT: Readonly<Record<number, number>> = { 21: 1, 10: 2, 4: 3 };

/**
 * The correction of a refund (R1, R5 naming a refund) prints only what the refund gave back, negated: the
 * refunded units of each line at their share of the line's value, the transport when it went back, and
 * the refund's own totals and VAT per rate, which are the figures its VeriFactu record carries.
 * `lineCount` is how many of the order invoice's products are order lines (the transport comes after).
 */
export function refundCorrectionAmounts(ofOrder: Invoice, lineCount: number, refund: RefundAmounts): Invoice {
  const products: InvoiceLine[] = refund.lines.flatMap(({ index, quantity }) => {
    const line = ofOrder.products[index];
    if (!line || index >= lineCount) return [];
    const total = line.quantity > 0 ? round2((line.total * quantity) / line.quantity) : 0;
    // The refund's VAT is printed per rate; a line's own stored split would be the whole line's.
    const { vatBase: _base, vatAmount: _vat, ...plain } = line;
    return [negatedLine({ ...plain, quantity, total })];
  });
  const transport = refund.transport ? ofOrder.products.slice(lineCount) : [];
  const vatRates = refund.vatRates.map((rate) => ({
    vatTypeId: VAT_TYPE_OF_PERCENT[rate.percent] ?? 0,
    percent: rate.percent,
    base: negate(rate.base),
    vat: negate(rate.vat),
    gross: negate(round2(rate.base + rate.vat)),
  }));
  return {
    ...ofOrder,
    products: [...products, ...transport.map(negatedLine)],
    totalPrice: negate(refund.total),
    totalPriceNet: negate(round2(refund.total - refund.vatTotal)),
    totalPriceVat: negate(refund.vatTotal),
    vatRates,
    totalDiscount: 0,
    loyaltyAmount: negate(round2(refund.ritmitosReturned / 100)),
    loyaltyPoints: 0,
    ritmitosLoyalty: 0,
    ritmitosUsed: 0,
  };
}
