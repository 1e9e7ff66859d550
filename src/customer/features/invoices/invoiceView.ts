import type { TFunction } from 'i18next';
import type { Invoice, Language } from '../../../api/contract';
import type { InvoicePdfContent } from '../../../../workers/invoiceTicket';
import { shownDate } from '../../../i18n/dateText';
import { invoiceTicketContent } from './invoiceContent';

export {
  invoiceLineDetail,
  invoicePoints,
  invoiceRecipientLines,
  invoiceReplacement,
  invoiceTitle,
  invoiceTotals,
  invoiceVatTable,
  VERIFICATION_LEGEND_LINES,
  type InvoiceTotalKey,
} from './invoiceContent';

/** Date format. */
export const formatInvoiceDate = shownDate;

/** The invoice as the PDF prints it, dated on the phone's calendar like the screen. */
export function invoicePdfContent(invoice: Invoice, t: TFunction<'invoices'>, language: Language): InvoicePdfContent {
  return invoiceTicketContent(invoice, t, language, formatInvoiceDate(invoice.invoiceDate));
}
