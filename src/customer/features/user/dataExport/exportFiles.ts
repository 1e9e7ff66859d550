import { workerBridge } from '../../../../data/workerBridge';
import type { AccountExport } from '../../../../api/contract/customer/accountExport';
import type { PdfWorkerApi } from '../../../../../workers/invoicePdf';

/** The PDF worker (jsPDF lives only in its chunk), started on first use and kept. */
const pdfWorker = workerBridge<PdfWorkerApi>(() => new Worker(new URL('../../../../../workers/pdf.worker.ts', import.meta.url), { type: 'module' }));

export type ExportFormat = 'json' | 'pdf';

/** The file's name: `ritmo-datos-<customer code>-<day of the export>.json|pdf`. */
export function exportFileName(data: AccountExport, format: ExportFormat): string {
  return `ritmo-datos-${data.customer.code}-${data.exportedAt.slice(0, 10)}.${format}`;
}

/** The file's bytes, made in the worker: the pretty-printed JSON or the readable PDF summary in `language`. */
export function makeExportFile(data: AccountExport, format: ExportFormat, language: string): Promise<ArrayBuffer> {
  return pdfWorker.run((remote) => (format === 'json' ? remote.accountExportJson(data) : remote.accountSummaryPdf(data, language)));
}

/** Hands the bytes to the browser as a download named `name`. */
export function saveFile(bytes: ArrayBuffer, name: string, format: ExportFormat): void {
  const type = format === 'json' ? 'application/json' : 'application/pdf';
  const url = URL.createObjectURL(new Blob([bytes], { type }));
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
