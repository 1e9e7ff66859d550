import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/contract';
import { useAlert, useLanguage } from '../../shared/hooks';
import { log } from '../../../data/logging';
import { invoicePdfContent } from './invoiceView';
import { downloadPdf, makeInvoicePdf } from './pdfClient';

/** Makes the invoice PDF from the stored invoice (works offline) and downloads `invoice-<number>.pdf`. */
export function useInvoicePdf(): { download(invoice: Invoice): Promise<void>; busy: boolean } {
  const { t } = useTranslation('invoices');
  const { language } = useLanguage();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  async function download(invoice: Invoice): Promise<void> {
    setBusy(true);
    try {
      const bytes = await makeInvoicePdf(invoicePdfContent(invoice, t, language));
      downloadPdf(bytes, `invoice-${invoice.invoiceNumber}.pdf`);
    } catch (error) {
      void log.error(`Invoice PDF ${invoice.invoiceNumber}: ${error instanceof Error ? error.message : String(error)}`, 'invoices');
      alert({ type: 'danger', text: t('pdfError') });
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
