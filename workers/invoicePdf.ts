import { transfer } from 'comlink';
import { jsPDF } from 'jspdf';

/** Spec §9 invoice PDF geometry, in points. */
export const PDF_PAGE = { width: 400, height: 600 } as const;
export const PDF_FONT_SIZE = 12;
export const PDF_LINE_STEP = 15;
/** Spec §9: product descriptions longer than this are cut and end with an ellipsis. */
export const PDF_DESCRIPTION_MAX = 45;
const MARGIN = 30;
const QUANTITY_WIDTH = 30;

/** A label on the left and a figure aligned right (a total, a points count). */
export type PdfFigureRow = { label: string; value: string };

/**
 * What the invoice PDF prints, already translated and formatted by the page (dates, money), so the
 * worker only lays it out and the screen and the PDF say the same thing.
 */
export type InvoicePdfContent = {
  header: string[];
  products: Array<{ quantity: number; description: string; amount: string }>;
  totals: PdfFigureRow[];
  points: PdfFigureRow[];
};

/** Spec §9: the first 45 characters of a long description, then an ellipsis. */
export function cutDescription(description: string): string {
  const characters = Array.from(description.trim());
  if (characters.length <= PDF_DESCRIPTION_MAX) return characters.join('');
  return `${characters.slice(0, PDF_DESCRIPTION_MAX).join('')}…`;
}

/** Characters outside Latin-1 that the standard fonts' WinAnsiEncoding still has (jsPDF drops them). */
const WIN_ANSI_EXTRAS: Record<string, string> = {
  '€': '\x80', '‚': '\x82', '„': '\x84', '…': '\x85', '‘': '\x91', '’': '\x92', '“': '\x93', '”': '\x94',
  '•': '\x95', '–': '\x96', '—': '\x97', '™': '\x99', '\u202f': ' ', '\u2009': ' ',
};

/** Text the built-in Helvetica can print: WinAnsi extras mapped, anything else outside Latin-1 as '?'. */
function printable(text: string): string {
  return Array.from(text, (char) => WIN_ANSI_EXTRAS[char] ?? (char.codePointAt(0)! <= 0xff ? char : '?')).join('');
}

/** Writes line after line down the page and starts a new page when the next line would not fit. */
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

  line(text: string): void {
    this.doc.text(printable(text), MARGIN, this.nextLine());
  }

  /** Left text, optional right-aligned figure, and an optional indent for the text (after a quantity). */
  row(left: string, right: string, indentedBy = 0, prefix = ''): void {
    const y = this.nextLine();
    if (prefix) this.doc.text(printable(prefix), MARGIN, y);
    this.doc.text(printable(left), MARGIN + indentedBy, y);
    this.doc.text(printable(right), PDF_PAGE.width - MARGIN, y, { align: 'right' });
  }

  gap(): void {
    this.y += PDF_LINE_STEP;
  }
}

/** Spec §2/§9 invoice PDF: 400 × 600 pt pages, 12 pt text, 15 pt line step; returns the file's bytes. */
export function renderInvoicePdf(content: InvoicePdfContent, options: { compress?: boolean } = {}): ArrayBuffer {
  const doc = new jsPDF({ unit: 'pt', format: [PDF_PAGE.width, PDF_PAGE.height], compress: options.compress ?? true });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(PDF_FONT_SIZE);
  const page = new PageWriter(doc);
  for (const text of content.header) page.line(text);
  page.gap();
  for (const product of content.products) {
    page.row(cutDescription(product.description), product.amount, QUANTITY_WIDTH, String(product.quantity));
  }
  page.gap();
  for (const total of content.totals) page.row(total.label, total.value);
  page.gap();
  for (const points of content.points) page.row(points.label, points.value);
  return doc.output('arraybuffer');
}

/** The PDF worker's Comlink API (DESIGN §8): the bytes travel back transferred, not copied. */
export const pdfWorkerApi = {
  invoicePdf(content: InvoicePdfContent): ArrayBuffer {
    const bytes = renderInvoicePdf(content);
    return transfer(bytes, [bytes]);
  },
};
export type PdfWorkerApi = typeof pdfWorkerApi;
