/** Invoice PDF geometry, in points. */
export const PDF_PAGE = { width: 400, height: 600 } as const;
export const PDF_FONT_SIZE = 12;
export const PDF_LINE_STEP = 15;
/** Product descriptions longer than this are cut and end with an ellipsis. */
export const PDF_DESCRIPTION_MAX = 45;

/** A label on the left and a figure aligned right (a total, a points count). */
export type PdfFigureRow = { label: string; value: string };

/** A simplified invoice's VAT breakdown: one row per rate (rate, base, VAT), under a heading row. */
export type PdfVatTable = { head: [string, string, string]; rows: Array<[string, string, string]> };

/**
 * What the invoice PDF prints, already translated and formatted by the page (dates, money), so the
 * worker only lays it out and the screen and the PDF say the same thing. A product's `detail` is its
 * second line ('2 × 1,80 € · IVA 10 %'); `vatTable` is absent for an invoice stored without VAT figures.
 */
export type InvoicePdfContent = {
  title?: string;
  header: string[];
  columns?: { quantity: string; description: string; amount: string };
  /** `note` is the line's note as printed ('Nota: sin azúcar'), wrapped under the line. */
  products: Array<{ quantity: number; description: string; amount: string; detail?: string; note?: string }>;
  vatTable?: PdfVatTable | null;
  totals: PdfFigureRow[];
  points: PdfFigureRow[];
  /** The tax agency's verification QR (its URL) and the legend printed under it; absent on invoices kept from before. */
  verification?: PdfVerification;
};

/** The agency's verification URL the QR carries, and the lines printed under the QR. */
export type PdfVerification = { url: string; legend: string[] };

/** One 15 pt step of the ticket; `bold` rows use the bold face of the same 12 pt font. */
export type TicketRow =
  | { kind: 'text'; text: string; bold?: boolean }
  /** Left text and a right-aligned figure; a quantity `prefix` (or `indented`) puts the text in the description column. */
  | { kind: 'figure'; left: string; right: string; prefix?: string; indented?: boolean; bold?: boolean }
  | { kind: 'columns'; cells: [string, string, string]; bold?: boolean }
  /** The verification QR, centred, with its legend under it, kept together on one page. */
  | { kind: 'verification'; url: string; legend: string[] }
  | { kind: 'gap' };

/** The first 45 characters of a long description, then an ellipsis. */
export function cutDescription(description: string): string {
  const characters = Array.from(description.trim());
  if (characters.length <= PDF_DESCRIPTION_MAX) return characters.join('');
  return `${characters.slice(0, PDF_DESCRIPTION_MAX).join('')}…`;
}

/** A note (up to 140 characters and its label) in lines of at most 45 characters, broken between words. */
export function wrapNote(note: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of note.trim().split(/\s+/)) {
    for (const piece of Array.from(word).length > PDF_DESCRIPTION_MAX ? chunks(word) : [word]) {
      const next = current ? `${current} ${piece}` : piece;
      if (Array.from(next).length <= PDF_DESCRIPTION_MAX) current = next;
      else {
        lines.push(current);
        current = piece;
      }
    }
  }
  if (current) lines.push(current);
  return lines;
}

function chunks(word: string): string[] {
  const characters = Array.from(word);
  const pieces: string[] = [];
  for (let i = 0; i < characters.length; i += PDF_DESCRIPTION_MAX) pieces.push(characters.slice(i, i + PDF_DESCRIPTION_MAX).join(''));
  return pieces;
}

/**
 * The ticket top to bottom: title, issuer and number, the lines (quantity and description cut at 45;
 * then unit price, VAT rate and amount), the VAT breakdown, the totals (the last one, the grand total,
 * in bold), the ritmitos and, last, the tax agency's verification QR with its legend.
 */
export function ticketRows(content: InvoicePdfContent): TicketRow[] {
  const rows: TicketRow[] = [];
  if (content.title) rows.push({ kind: 'text', text: content.title, bold: true });
  for (const text of content.header) rows.push({ kind: 'text', text });
  rows.push({ kind: 'gap' });
  if (content.columns) {
    const { quantity, description, amount } = content.columns;
    rows.push({ kind: 'figure', prefix: quantity, left: description, right: amount, bold: true });
  }
  for (const product of content.products) {
    const description = cutDescription(product.description);
    if (!product.detail) {
      rows.push({ kind: 'figure', prefix: String(product.quantity), left: description, right: product.amount });
      continue;
    }
    // The amount goes under the description, beside 'quantity × unit · VAT': a 45-character description
    // fills the line, and on the same line it would run into the amount on a 400 pt page.
    rows.push({ kind: 'figure', prefix: String(product.quantity), left: description, right: '' });
    rows.push({ kind: 'figure', left: product.detail, right: product.amount, indented: true });
    for (const text of product.note ? wrapNote(product.note) : []) rows.push({ kind: 'figure', left: text, right: '', indented: true });
  }
  rows.push({ kind: 'gap' });
  if (content.vatTable && content.vatTable.rows.length > 0) {
    rows.push({ kind: 'columns', cells: content.vatTable.head, bold: true });
    for (const cells of content.vatTable.rows) rows.push({ kind: 'columns', cells });
    rows.push({ kind: 'gap' });
  }
  content.totals.forEach((total, index) => {
    rows.push({ kind: 'figure', left: total.label, right: total.value, bold: index === content.totals.length - 1 });
  });
  rows.push({ kind: 'gap' });
  for (const points of content.points) rows.push({ kind: 'figure', left: points.label, right: points.value });
  if (content.verification) {
    rows.push({ kind: 'gap' });
    rows.push({ kind: 'verification', url: content.verification.url, legend: content.verification.legend });
  }
  return rows;
}
