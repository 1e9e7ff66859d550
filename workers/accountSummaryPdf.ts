import { jsPDF } from 'jspdf';
import type { AccountExport } from '../src/api/contract/customer/accountExport';
import { printable } from './invoiceLayout';
import { fill, SUMMARY_TEXTS, type Lang3, type SummaryTexts } from './accountSummaryTexts';

/** A4 portrait in points. */
const PAGE = { width: 595, height: 842 };
const MARGIN = 40;
const LINE = 13;
const BODY_SIZE = 9;
const RIGHT = PAGE.width - MARGIN;

/** A table column: where it starts, its width and whether its text aligns right (money, numbers). */
type Column = { x: number; width: number; right?: boolean };

/** Writes the summary down the pages: headings, label–value rows, tables whose cells are cut to fit. */
class SummaryWriter {
  private y = MARGIN;

  constructor(private readonly doc: jsPDF) {}

  private room(height: number): void {
    if (this.y + height > PAGE.height - MARGIN - LINE) {
      this.doc.addPage([PAGE.width, PAGE.height], 'portrait');
      this.y = MARGIN;
    }
  }

  /** `text` cut with an ellipsis to `width` points at the current font. */
  private fit(text: string, width: number): string {
    const safe = printable(text);
    if (this.doc.getTextWidth(safe) <= width) return safe;
    let cut = safe;
    while (cut.length > 1 && this.doc.getTextWidth(`${cut}\x85`) > width) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}\x85`;
  }

  title(text: string): void {
    this.doc.setFont('helvetica', 'bold').setFontSize(18);
    this.y += 18;
    this.doc.text(printable(text), MARGIN, this.y);
    this.y += 20;
  }

  heading(text: string): void {
    this.room(LINE * 4);
    this.y += LINE;
    this.doc.setFont('helvetica', 'bold').setFontSize(13);
    this.doc.text(printable(text), MARGIN, this.y);
    this.doc.setDrawColor(180).line(MARGIN, this.y + 4, RIGHT, this.y + 4);
    this.y += LINE + 2;
  }

  /** A paragraph, wrapped to the page's width. */
  paragraph(text: string, bold = false): void {
    this.doc.setFont('helvetica', bold ? 'bold' : 'normal').setFontSize(BODY_SIZE);
    for (const line of this.doc.splitTextToSize(printable(text), RIGHT - MARGIN) as string[]) {
      this.room(LINE);
      this.doc.text(line, MARGIN, this.y);
      this.y += LINE;
    }
  }

  field(label: string, value: string): void {
    this.room(LINE);
    this.doc.setFont('helvetica', 'bold').setFontSize(BODY_SIZE);
    this.doc.text(this.fit(label, 150), MARGIN, this.y);
    this.doc.setFont('helvetica', 'normal');
    this.doc.text(this.fit(value, RIGHT - MARGIN - 160), MARGIN + 160, this.y);
    this.y += LINE;
  }

  row(columns: readonly Column[], cells: readonly string[], options: { bold?: boolean; indent?: boolean } = {}): void {
    this.room(LINE);
    this.doc.setFont('helvetica', options.bold ? 'bold' : 'normal').setFontSize(options.indent ? BODY_SIZE - 1 : BODY_SIZE);
    columns.forEach((column, index) => {
      const text = this.fit(cells[index] ?? '', column.width);
      if (column.right) this.doc.text(text, column.x + column.width, this.y, { align: 'right' });
      else this.doc.text(text, column.x, this.y);
    });
    this.y += options.indent ? LINE - 2 : LINE;
  }

  /** Page numbers at the foot of every page, once the content is written. */
  footers(texts: SummaryTexts): void {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.doc.setFont('helvetica', 'normal').setFontSize(8);
      this.doc.text(printable(fill(texts.page, { page, pages })), RIGHT, PAGE.height - MARGIN / 2, { align: 'right' });
    }
  }
}

/** Dates and money in the summary's language. */
function formats(locale: string) {
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' });
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return {
    date: (iso: string | null) => (iso ? day.format(new Date(iso)) : ''),
    money: (amount: number) => euros.format(amount),
  };
}

const ORDER_COLUMNS: Column[] = [
  { x: MARGIN, width: 62 },
  { x: MARGIN + 66, width: 96 },
  { x: MARGIN + 166, width: 70 },
  { x: MARGIN + 240, width: 190 },
  { x: RIGHT - 80, width: 80, right: true },
];
const LINE_COLUMNS: Column[] = [
  { x: MARGIN + 66, width: 28, right: true },
  { x: MARGIN + 100, width: 330 },
  { x: RIGHT - 80, width: 80, right: true },
];
const INVOICE_COLUMNS: Column[] = [
  { x: MARGIN, width: 62 },
  { x: MARGIN + 66, width: 96 },
  { x: MARGIN + 166, width: 176 },
  { x: MARGIN + 346, width: 84 },
  { x: RIGHT - 80, width: 80, right: true },
];
const RITMITOS_COLUMNS: Column[] = [
  { x: MARGIN, width: 62 },
  { x: MARGIN + 66, width: 80 },
  { x: MARGIN + 150, width: 60, right: true },
  { x: MARGIN + 220, width: RIGHT - MARGIN - 220 },
];
const REVIEW_COLUMNS: Column[] = [
  { x: MARGIN, width: 300 },
  { x: MARGIN + 310, width: 60, right: true },
  { x: RIGHT - 80, width: 80, right: true },
];

function writeAccount(out: SummaryWriter, data: AccountExport, t: SummaryTexts, f: ReturnType<typeof formats>): void {
  const { customer } = data;
  out.heading(t.account);
  out.field(t.code, customer.code);
  out.field(t.email, customer.email);
  out.field(t.name, customer.name);
  out.field(t.phone, customer.phone);
  out.field(t.since, f.date(customer.createdAt));
  out.field(t.promotions, customer.preferences.receivePromotions ? t.yes : t.no);
  out.field(t.news, customer.preferences.receiveNews ? t.yes : t.no);
  const fiscal = customer.fiscal;
  out.field(t.fiscal, fiscal ? `${fiscal.taxId} · ${fiscal.name} · ${fiscal.address}, ${fiscal.postalCode} ${fiscal.city}` : t.none);
  if (data.addresses.length === 0) return;
  out.heading(t.addresses);
  for (const address of data.addresses) {
    const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(', ');
    out.paragraph(`${address.contactFullName} (${address.contactPhone}) · ${street}, ${address.cp} ${address.city} (${address.province})`);
  }
}

function writeOrders(out: SummaryWriter, data: AccountExport, t: SummaryTexts, f: ReturnType<typeof formats>): void {
  out.heading(t.orders);
  if (data.orders.length === 0) return out.paragraph(t.none);
  out.row(ORDER_COLUMNS, [t.date, t.order, t.kind, t.status, t.total], { bold: true });
  for (const order of data.orders) {
    out.row(ORDER_COLUMNS, [
      f.date(order.createdAt),
      order.orderCode,
      order.kind === 'pickup' ? t.pickup : t.delivery,
      order.status,
      f.money(order.totalPrice),
    ]);
    for (const line of order.lines) {
      const extras = [line.extras, line.notes].filter(Boolean).join(' · ');
      out.row(LINE_COLUMNS, [`${line.quantity}×`, extras ? `${line.title} (${extras})` : line.title, f.money(line.price)], { indent: true });
    }
    const address = order.deliveryAddress;
    if (address) out.row(LINE_COLUMNS, ['', `${t.deliveredTo}: ${address.addressLine1}, ${address.cp} ${address.city}`, ''], { indent: true });
    for (const refund of order.refunds) {
      out.row(LINE_COLUMNS, ['', `${t.refund} ${f.date(refund.createdAt)}: ${refund.reason}`, f.money(-refund.total)], { indent: true });
    }
    for (const withdrawal of order.withdrawals) {
      const units = withdrawal.lines.reduce((sum, line) => sum + line.quantity, 0);
      const reason = withdrawal.reason === '' ? '' : `: ${withdrawal.reason}`;
      out.row(LINE_COLUMNS, ['', `${t.withdrawal} ${f.date(withdrawal.createdAt)} (${units})${reason}`, ''], { indent: true });
    }
  }
}

function writeInvoices(out: SummaryWriter, data: AccountExport, t: SummaryTexts, f: ReturnType<typeof formats>): void {
  out.heading(t.invoices);
  if (data.invoices.length === 0) return out.paragraph(t.none);
  out.row(INVOICE_COLUMNS, [t.date, t.number, t.kind, t.order, t.total], { bold: true });
  for (const invoice of data.invoices) {
    const kind = invoice.relatedInvoiceNumber ? `${t.invoiceKinds[invoice.kind]} (${invoice.relatedInvoiceNumber})` : t.invoiceKinds[invoice.kind];
    out.row(INVOICE_COLUMNS, [f.date(invoice.issuedAt), invoice.invoiceNumber, kind, invoice.orderCode, f.money(invoice.total)]);
  }
}

function writeRitmitos(out: SummaryWriter, data: AccountExport, t: SummaryTexts, f: ReturnType<typeof formats>): void {
  out.heading(t.ritmitos);
  out.field(t.balance, String(data.ritmitos.balance));
  if (data.ritmitos.movements.length === 0) return;
  out.row(RITMITOS_COLUMNS, [t.date, t.kind, t.amount, t.description], { bold: true });
  for (const movement of data.ritmitos.movements) {
    out.row(RITMITOS_COLUMNS, [f.date(movement.date), t.movementKinds[movement.kind], String(movement.amount), movement.description]);
  }
}

function writeTheRest(out: SummaryWriter, data: AccountExport, t: SummaryTexts, f: ReturnType<typeof formats>): void {
  const { sent, received } = data.invitations;
  if (sent.length > 0 || received) {
    out.heading(t.invitations);
    for (const invitation of sent) {
      out.paragraph(
        `${t.invited} ${invitation.friendName} <${invitation.friendEmail}> · ${f.date(invitation.createdAt)}${invitation.rewarded ? ` · ${t.rewarded}` : ''}`,
      );
    }
    if (received) out.paragraph(fill(t.invitedBy, { date: f.date(received.createdAt) }));
  }
  if (data.reviews.length > 0) {
    out.heading(t.reviews);
    out.row(REVIEW_COLUMNS, [t.product, t.rating, t.date], { bold: true });
    for (const review of data.reviews) out.row(REVIEW_COLUMNS, [review.productTitle, `${review.rating}/5`, f.date(review.updatedAt)]);
  }
  if (data.pushSubscriptions.length > 0) {
    out.heading(t.devices);
    for (const device of data.pushSubscriptions) out.paragraph(`${device.host} · ${f.date(device.createdAt)}`);
  }
  const last = data.signIns.at(-1);
  if (last) {
    out.heading(t.signIns);
    out.paragraph(fill(t.signInsLine, { count: data.signIns.length, date: f.date(last.requestedAt) }));
  }
}

/**
 * The readable summary of a data export (the JSON file holds every field): one heading per section, tables
 * of orders, invoices and ritmitos, dates and money in the language. Returns the PDF's bytes.
 */
export function renderAccountSummaryPdf(data: AccountExport, language: string, options: { compress?: boolean } = {}): ArrayBuffer {
  const t = SUMMARY_TEXTS[language as Lang3] ?? SUMMARY_TEXTS.es;
  const f = formats(t.locale);
  const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: options.compress ?? true });
  doc.setProperties({ title: t.title });
  const out = new SummaryWriter(doc);
  out.title(t.title);
  out.paragraph(fill(t.exportedAt, { date: f.date(data.exportedAt) }));
  if (data.partial) out.paragraph(fill(t.partial, { sections: data.missing.map((section) => t.missing[section]).join(', ') }), true);
  out.paragraph(t.fullFile);
  writeAccount(out, data, t, f);
  writeOrders(out, data, t, f);
  writeInvoices(out, data, t, f);
  writeRitmitos(out, data, t, f);
  writeTheRest(out, data, t, f);
  out.footers(t);
  return doc.output('arraybuffer');
}

/** The export as the JSON file's bytes, pretty-printed. */
export function accountExportJson(data: AccountExport): ArrayBuffer {
  const bytes = new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
