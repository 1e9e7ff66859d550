import dayjs from '../../i18n/dayjs';
import type { TFunction } from 'i18next';
import type { Invoice, Language } from '../../api/contract';
import { formatCartPrice } from '../../domain/money';
import type { InvoicePdfContent, PdfFigureRow } from '../../../workers/invoicePdf';

/** Spec §9 date format. */
export function formatInvoiceDate(isoDate: string): string {
  return dayjs(isoDate).format('DD/MM/YYYY');
}

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

/** The invoice as the PDF prints it, in the screen's language and with the screen's figures. */
export function invoicePdfContent(invoice: Invoice, t: TFunction<'invoices'>, language: Language): InvoicePdfContent {
  const { legal } = invoice;
  const totals: PdfFigureRow[] = invoiceTotals(invoice).map((row) => ({
    label: t(row.key),
    value: formatCartPrice(row.amount, language),
  }));
  const points: PdfFigureRow[] = invoicePoints(invoice).map((row) => ({
    label: t(row.key),
    value: new Intl.NumberFormat(language).format(row.count),
  }));
  return {
    header: [
      legal.name,
      legal.address1,
      legal.address2,
      t('vatNumber', { value: legal.vatNumber }),
      '',
      t('invoiceNumber', { number: invoice.invoiceNumber }),
      t('invoiceDate', { date: formatInvoiceDate(invoice.invoiceDate) }),
    ],
    products: invoice.products.map((product) => ({
      quantity: product.quantity,
      description: product.description,
      amount: formatCartPrice(product.total, language),
    })),
    totals,
    points,
  };
}
