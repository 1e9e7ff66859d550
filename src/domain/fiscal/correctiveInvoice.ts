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
