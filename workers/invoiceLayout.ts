import type { jsPDF, jsPDFOptions } from 'jspdf';
import { PDF_FONT_SIZE, PDF_LINE_STEP, PDF_PAGE, ticketRows, type InvoicePdfContent, type TicketRow } from './invoiceTicket';
import { drawVerificationQr, VERIFICATION_QR_PT, verificationQrBlock } from './verificationQrPdf';

const MARGIN = 30;
/** Room for the quantity column, its bold heading included (the longest is Valencian's 'Quant.'). */
const QUANTITY_WIDTH = 42;
/** Right edge of the VAT table's base column; the VAT column ends at the right margin. */
const VAT_BASE_RIGHT = 270;

/** Characters outside Latin-1 that the standard fonts' WinAnsiEncoding still has (jsPDF drops them). */
const WIN_ANSI_EXTRAS: Record<string, string> = {
  '€': '\x80',
  '‚': '\x82',
  '„': '\x84',
  '…': '\x85',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  '–': '\x96',
  '—': '\x97',
  '™': '\x99',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** Text the built-in Helvetica can print: WinAnsi extras mapped, anything else outside Latin-1 as '?'. */
export function printable(text: string): string {
  return Array.from(text, (char) => WIN_ANSI_EXTRAS[char] ?? (char.codePointAt(0)! <= 0xff ? char : '?')).join('');
}

/** Writes row after row down the page and starts a new page when the next row would not fit. */
class PageWriter {
  private y = MARGIN + PDF_FONT_SIZE;

  constructor(private readonly doc: jsPDF) {}

  private nextLine(): number {
    if (this.y > PDF_PAGE.height - MARGIN) {
      this.doc.addPage([PDF_PAGE.width, PDF_PAGE.height], 'portrait');
      this.y = MARGIN + PDF_FONT_SIZE;
    }
    const y = this.y;
    this.y += PDF_LINE_STEP;
    return y;
  }

  private text(text: string, x: number, y: number, alignRight = false): void {
    if (text) this.doc.text(printable(text), x, y, alignRight ? { align: 'right' } : undefined);
  }

  /** Room for a block `height` points tall, on a new page when it would not fit; returns its top. */
  private block(height: number): number {
    let top = this.y - PDF_FONT_SIZE;
    if (top + height > PDF_PAGE.height - MARGIN) {
      this.doc.addPage([PDF_PAGE.width, PDF_PAGE.height], 'portrait');
      top = MARGIN;
    }
    this.y = top + height + PDF_FONT_SIZE;
    return top;
  }

  /** The verification QR centred with its quiet zone, and its legend centred under it, on one page. */
  private verification(url: string, legend: readonly string[]): void {
    const { quietPt } = verificationQrBlock(url);
    const top = this.block(quietPt + VERIFICATION_QR_PT + quietPt + legend.length * PDF_LINE_STEP);
    drawVerificationQr(this.doc, url, (PDF_PAGE.width - VERIFICATION_QR_PT) / 2, top + quietPt);
    this.doc.setFont('helvetica', 'normal');
    legend.forEach((line, index) => {
      const baseline = top + quietPt * 2 + VERIFICATION_QR_PT + PDF_FONT_SIZE + index * PDF_LINE_STEP;
      this.doc.text(printable(line), PDF_PAGE.width / 2, baseline, { align: 'center' });
    });
  }

  write(row: TicketRow): void {
    if (row.kind === 'gap') {
      this.y += PDF_LINE_STEP;
      return;
    }
    if (row.kind === 'verification') {
      this.verification(row.url, row.legend);
      return;
    }
    this.doc.setFont('helvetica', row.bold ? 'bold' : 'normal');
    const y = this.nextLine();
    const right = PDF_PAGE.width - MARGIN;
    switch (row.kind) {
      case 'text':
        this.text(row.text, MARGIN, y);
        break;
      case 'figure': {
        // A quantity goes in its own column and pushes the text right; a plain figure row starts at the margin.
        const inDescriptionColumn = row.prefix !== undefined || row.indented === true;
        if (row.prefix !== undefined) this.text(row.prefix, MARGIN, y);
        this.text(row.left, MARGIN + (inDescriptionColumn ? QUANTITY_WIDTH : 0), y);
        this.text(row.right, right, y, true);
        break;
      }
      case 'columns':
        this.text(row.cells[0], MARGIN, y);
        this.text(row.cells[1], VAT_BASE_RIGHT, y, true);
        this.text(row.cells[2], right, y, true);
        break;
    }
  }
}

/** How every invoice PDF's jsPDF is made (400 × 600 pt pages), in the browser's worker and in Node. */
export function invoicePdfOptions(compress = true): jsPDFOptions {
  return { unit: 'pt', format: [PDF_PAGE.width, PDF_PAGE.height], compress };
}

/**
 * Invoice PDF: lays the ticket out on `doc` (made with invoicePdfOptions), 12 pt text and a
 * 15 pt line step. The one layout of the in-app download (worker) and the e-mailed receipt (server); the
 * caller brings its own jsPDF build, so neither pulls the other's.
 */
export function layOutInvoice(doc: jsPDF, content: InvoicePdfContent): void {
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_FONT_SIZE);
  const page = new PageWriter(doc);
  for (const row of ticketRows(content)) page.write(row);
}
