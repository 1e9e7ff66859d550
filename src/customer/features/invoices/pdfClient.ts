import { workerBridge } from '../../../data/workerBridge';
import type { InvoicePdfContent, PdfWorkerApi } from '../../../../workers/invoicePdf';

/** The PDF worker, started on first use and kept (jsPDF lives only in the worker's chunk). */
const pdfWorker = workerBridge<PdfWorkerApi>(() => new Worker(new URL('../../../../workers/pdf.worker.ts', import.meta.url), { type: 'module' }));

/** The invoice PDF's bytes, made in the worker (no save() there; the page makes the file). */
export function makeInvoicePdf(content: InvoicePdfContent): Promise<ArrayBuffer> {
  return pdfWorker.run((remote) => remote.invoicePdf(content));
}

/** Hands the bytes to the browser as a download named `name`. */
export function downloadPdf(bytes: ArrayBuffer, name: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
