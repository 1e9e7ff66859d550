import type { TFunction } from 'i18next';
import type { Invoice, InvoiceLine, Language } from '../../api/contract';
import { invoiceUnitPrice, invoiceVatRates, vatPercent } from '../../domain/invoiceVat';
import { formatCartPrice } from '../../domain/money';
import { formatCount, formatDecimal } from '../../domain/numberText';
import { shownPaymentMethod } from '../../domain/paymentMethods';
import type { InvoicePdfContent, PdfFigureRow, PdfVatTable } from '../../../workers/invoiceTicket';

// No dayjs and no DOM here: the server builds the e-mailed receipt's PDF from this same module.

export type InvoiceTotalKey = 'loyaltyAmount' | 'discount' | 'totalNet' | 'totalVat' | 'grandTotal';

/** Spec §2 invoice detail totals: loyalty amount and discount only when above 0, then net, VAT, total. */
export function invoiceTotals(invoice: Invoice): Array<{ key: InvoiceTotalKey; amount: number }> {
  const rows: Array<{ key: InvoiceTotalKey; amount: number }> = [];
  if (invoice.loyaltyAmount > 0) rows.push({ key: 'loyaltyAmount', amount: invoice.loyaltyAmount });
  if (invoice.totalDiscount > 0) rows.push({ key: 'discount', amount: invoice.totalDiscount });
  rows.push(
    { key: 'totalNet', amount: invoice.totalPriceNet },
    { key: 'totalVat', amount: invoice.totalPriceVat },
    { key: 'grandTotal', amount: invoice.totalPrice },
  );
  return rows;
}

/** Spec §2: the loyalty points the invoice accumulated and the ones it used. */
export function invoicePoints(invoice: Invoice): Array<{ key: 'pointsEarned' | 'pointsUsed'; count: number }> {
  return [
    { key: 'pointsEarned', count: invoice.ritmitosLoyalty },
    { key: 'pointsUsed', count: invoice.ritmitosUsed },
  ];
}

/** A line's 'quantity × unit price' and, when the invoice has it, its VAT rate ('2 × 1,80 € · IVA 10 %'). */
export function invoiceLineDetail(line: InvoiceLine, t: TFunction<'invoices'>, language: Language): string {
  const values = { quantity: line.quantity, unit: formatCartPrice(invoiceUnitPrice(line), language) };
  const percent = vatPercent(line.vatTypeId);
  if (percent === undefined) return t('lineUnit', values);
  return t('lineUnitVat', { ...values, percent: formatDecimal(percent, language, 0, 2) });
}

/** The VAT breakdown of a simplified invoice as printed (rate, base, VAT); null for an invoice stored without it. */
export function invoiceVatTable(invoice: Invoice, t: TFunction<'invoices'>, language: Language): PdfVatTable | null {
  const rows = invoiceVatRates(invoice);
  if (!rows) return null;
  return {
    head: [t('vatRateColumn'), t('vatBaseColumn'), t('vatAmountColumn')],
    rows: rows.map((row) => [
      t('percent', { value: formatDecimal(row.percent, language, 0, 2) }),
      formatCartPrice(row.base, language),
      formatCartPrice(row.vat, language),
    ]),
  };
}

/** "Forma de pago: Bizum" of an invoice that names its payment type; null for invoices kept from before. */
export function invoicePaymentMethod(invoice: Invoice, t: TFunction<'invoices'>): string | null {
  const method = invoice.paymentTypeId === undefined ? null : shownPaymentMethod(invoice.paymentTypeId, invoice.totalPrice);
  return method ? t('paymentMethod', { method: t(`paymentMethods.${method}`) }) : null;
}

/**
 * The invoice as the PDF prints it, in the screen's language and with the screen's figures: a Spanish
 * simplified invoice. Its title is a legal element, so it stays Spanish; the English text adds a gloss.
 * `date` is the invoice date as printed (DD/MM/YYYY).
 */
export function invoiceTicketContent(invoice: Invoice, t: TFunction<'invoices'>, language: Language, date: string): InvoicePdfContent {
  const { legal } = invoice;
  const totals: PdfFigureRow[] = invoiceTotals(invoice).map((row) => ({
    label: t(row.key),
    value: formatCartPrice(row.amount, language),
  }));
  const points: PdfFigureRow[] = invoicePoints(invoice).map((row) => ({
    label: t(row.key),
    value: formatCount(row.count, language),
  }));
  const paymentMethod = invoicePaymentMethod(invoice, t);
  return {
    title: t('documentTitle'),
    header: [
      legal.name,
      legal.address1,
      legal.address2,
      t('vatNumber', { value: legal.vatNumber }),
      '',
      t('invoiceNumber', { number: invoice.invoiceNumber }),
      t('invoiceDate', { date }),
      // Issue 14: the chosen pick-up time, on the shop's clock.
      ...(invoice.pickupTime ? [t('pickupTime', { time: invoice.pickupTime })] : []),
      ...(paymentMethod ? [paymentMethod] : []),
    ],
    columns: { quantity: t('quantity'), description: t('description'), amount: t('amount') },
    products: invoice.products.map((product) => ({
      quantity: product.quantity,
      description: product.description,
      amount: formatCartPrice(product.total, language),
      detail: invoiceLineDetail(product, t, language),
      ...(product.notes ? { note: t('lineNote', { note: product.notes }) } : {}),
    })),
    vatTable: invoiceVatTable(invoice, t, language),
    totals,
    points,
  };
}
