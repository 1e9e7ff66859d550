import i18next, { type TFunction } from 'i18next';
import { jsPDF } from 'jspdf';
import { LANGUAGES, type Invoice, type Language } from '../../../src/api/contract';
import { shopInvoiceDate } from '../../../src/domain/fiscal/invoiceDate';
import { invoiceTicketContent } from '../../../src/customer/features/invoices/invoiceContent';
import { invoicePdfOptions, layOutInvoice } from '../../../workers/invoiceLayout';
import { appBundle } from '../../platform/i18n/appBundle';

// The app's own invoice texts, so the e-mailed PDF says word for word what the downloaded one says.
const translations = i18next.createInstance();
void translations.init({
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { invoices: appBundle(language, 'invoices') }])),
  ns: ['invoices'],
  defaultNS: 'invoices',
  lng: 'es',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/**
 * Invoice PDF of an e-mailed receipt: the same content and layout code as the app's download
 * (src/customer/features/invoices/invoiceContent.ts, workers/invoiceLayout.ts) on jsPDF's Node build; the date is
 * the shop's calendar day.
 */
export function receiptPdf(invoice: Invoice, language: Language, timeZone: string): Buffer {
  const t = translations.getFixedT(language, 'invoices') as TFunction<'invoices'>;
  const content = invoiceTicketContent(invoice, t, language, shopInvoiceDate(new Date(invoice.invoiceDate), timeZone));
  const doc = new jsPDF(invoicePdfOptions());
  layOutInvoice(doc, content);
  return Buffer.from(doc.output('arraybuffer'));
}
