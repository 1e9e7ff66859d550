import type { TFunction } from 'i18next';
import type { Invoice, InvoiceLine, Language } from '../../../api/contract';
import { invoiceUnitPrice, invoiceVatRates, vatPercent } from '../../../domain/fiscal/invoiceVat';
import { formatCartPrice } from '../../../domain/pricing/money';
import { formatCount, formatDecimal } from '../../../domain/text/numberText';
import { VERIFACTU_LEGEND, VERIFACTU_MARK } from '../../../domain/fiscal/verifactuQr';
import { shownPaymentMethod } from '../../../domain/pricing/paymentMethods';
import type { InvoicePdfContent, PdfFigureRow, PdfVatTable } from '../../../../workers/invoiceTicket';

// No DOM here: the server builds the e-mailed receipt's PDF from this same module.

export type InvoiceTotalKey = 'loyaltyAmount' | 'discount' | 'totalNet' | 'totalVat' | 'grandTotal';

/** Invoice detail totals: loyalty amount and discount only when above 0, then net, VAT, total. */
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

/** The loyalty points the invoice accumulated and the ones it used. */
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
 * The document's title by its type: a simplified ticket (F2, also an invoice kept from before types), a
 * full invoice (F1, F3), or the correction of a ticket (R5) naming the one it corrects. A legal element,
 * so it stays Spanish; the English text adds a gloss.
 */
export function invoiceTitle(invoice: Invoice, t: TFunction<'invoices'>): string {
  switch (invoice.invoiceType) {
    case 'F1':
    case 'F3':
      return t('fullInvoiceTitle');
    case 'R1':
    case 'R5':
      return invoice.relatedInvoiceNumber ? t('correctiveTitleOf', { number: invoice.relatedInvoiceNumber }) : t('correctiveTitle');
    default:
      return t('documentTitle');
  }
}

/** A full invoice that replaces a simplified ticket (F3) says which one; null for any other. */
export function invoiceReplacement(invoice: Invoice, t: TFunction<'invoices'>): string | null {
  return invoice.invoiceType === 'F3' && invoice.relatedInvoiceNumber ? t('replacesTicket', { number: invoice.relatedInvoiceNumber }) : null;
}

/** The recipient block of a full invoice (F1, F3): name, tax id, address; empty for a ticket. */
export function invoiceRecipientLines(invoice: Invoice, t: TFunction<'invoices'>): string[] {
  const { recipient } = invoice;
  if (!recipient || (invoice.invoiceType !== 'F1' && invoice.invoiceType !== 'F3')) return [];
  return [recipient.name, t('recipientTaxId', { value: recipient.taxId }), recipient.address, `${recipient.postalCode} ${recipient.city}`];
}

/** What is printed beside the agency's QR: the mark of the VERI*FACTU mode and the legend (Spanish by law). */
export const VERIFICATION_LEGEND_LINES = [VERIFACTU_MARK, VERIFACTU_LEGEND] as const;

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
  const replacement = invoiceReplacement(invoice, t);
  const recipient = invoiceRecipientLines(invoice, t);
  const paymentMethod = invoicePaymentMethod(invoice, t);
  return {
    title: invoiceTitle(invoice, t),
    header: [
      legal.name,
      legal.address1,
      legal.address2,
      t('vatNumber', { value: legal.vatNumber }),
      '',
      t('invoiceNumber', { number: invoice.invoiceNumber }),
      t('invoiceDate', { date }),
      // The chosen pick-up time, on the shop's clock.
      ...(invoice.pickupTime ? [t('pickupTime', { time: invoice.pickupTime })] : []),
      ...(replacement ? [replacement] : []),
      ...(recipient.length > 0 ? ['', t('recipientHeading'), ...recipient] : []),
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
    ...(invoice.verificationUrl ? { verification: { url: invoice.verificationUrl, legend: [...VERIFICATION_LEGEND_LINES] } } : {}),
  };
}
