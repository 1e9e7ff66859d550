import { transfer } from 'comlink';
import { jsPDF } from 'jspdf';
import { invoicePdfOptions, layOutInvoice } from './invoiceLayout';
import type { InvoicePdfContent } from './invoiceTicket';
import type { AccountExport } from '../src/api/contract/customer/accountExport';
import { accountExportJson, renderAccountSummaryPdf } from './accountSummaryPdf';

export {
  cutDescription,
  PDF_DESCRIPTION_MAX,
  PDF_FONT_SIZE,
  PDF_LINE_STEP,
  PDF_PAGE,
  type InvoicePdfContent,
  type PdfFigureRow,
  type PdfVatTable,
} from './invoiceTicket';

/** Invoice PDF: 400 × 600 pt pages, 12 pt text, 15 pt line step; returns the file's bytes. */
export function renderInvoicePdf(content: InvoicePdfContent, options: { compress?: boolean } = {}): ArrayBuffer {
  const doc = new jsPDF(invoicePdfOptions(options.compress ?? true));
  layOutInvoice(doc, content);
  return doc.output('arraybuffer');
}

/** The PDF worker's Comlink API: the bytes travel back transferred, not copied. */
export const pdfWorkerApi = {
  invoicePdf(content: InvoicePdfContent): ArrayBuffer {
    const bytes = renderInvoicePdf(content);
    return transfer(bytes, [bytes]);
  },
  /** The readable PDF summary of the customer's data export, in `language`. */
  accountSummaryPdf(exportData: AccountExport, language: string): ArrayBuffer {
    const bytes = renderAccountSummaryPdf(exportData, language);
    return transfer(bytes, [bytes]);
  },
  /** The data export as its JSON file, pretty-printed. */
  accountExportJson(exportData: AccountExport): ArrayBuffer {
    const bytes = accountExportJson(exportData);
    return transfer(bytes, [bytes]);
  },
};
export type PdfWorkerApi = typeof pdfWorkerApi;
