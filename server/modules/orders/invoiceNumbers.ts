import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import type { FiscalDetails } from '../../../src/domain/fiscal/taxId';
import type { InvoiceIssuer } from '../../platform/config/config';
import { invoices } from '../../platform/db/schema';
import { appendInvoiceRecord } from './verifactuInvoiceRecord';

const SERIES_LOCK = 'invoice-series';

export type InvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5';

/**
 * Corrections have a series of their own, as Spanish invoicing rules ask; tickets and full invoices
 * (F1, F2, F3) share the F series.
 */
function seriesOf(type: InvoiceType): 'F' | 'R' {
  return type.startsWith('R') ? 'R' : 'F';
}

/** Invoice number of a year's series: F2026-000001, F2026-000002, … (R2026-000001 for corrections). */
export function invoiceNumberOf(year: number, sequence: number, series: 'F' | 'R' = 'F'): string {
  return `${series}${year}-${String(sequence).padStart(6, '0')}`;
}

export interface InvoiceToIssue {
  orderId: number;
  customerId: number;
  /** F2 (simplified ticket) unless said otherwise. */
  type?: InvoiceType;
  /** F1 and F3: the recipient's fiscal details as they are now. */
  recipient?: FiscalDetails | null;
  /** F3: the F2 it replaces; R1 and R5: the invoice it corrects. */
  relatedInvoiceId?: number | null;
  /** R1 and R5 of a manager's refund (order_refunds): issued once per refund, with the refund's amounts. */
  refundId?: number | null;
}

export interface IssuedInvoice {
  id: number;
  invoiceNumber: string;
  /** False when the order already had an invoice of this type: that one is returned. */
  issued: boolean;
}

/**
 * Gives the order its invoice of a type once (a correction of a refund: once per refund): a second call
 * returns the invoice already given. The
 * year's series is locked for the rest of the transaction, so two payments at once never share a number.
 * A new invoice gets its VeriFactu issue record in the same transaction: no invoice without its record.
 */
export async function issueInvoice(tx: Transaction, toIssue: InvoiceToIssue, now: Date, issuer: InvoiceIssuer): Promise<IssuedInvoice> {
  const type = toIssue.type ?? 'F2';
  const [existing] = await tx
    .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(
      toIssue.refundId
        ? eq(invoices.refundId, toIssue.refundId)
        : and(eq(invoices.orderId, toIssue.orderId), eq(invoices.invoiceType, type), isNull(invoices.refundId)),
    );
  if (existing) return { ...existing, issued: false };
  const year = now.getUTCFullYear();
  const series = seriesOf(type);
  const lock = series === 'F' ? SERIES_LOCK : `${SERIES_LOCK}-${series}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lock}::text), ${year}::int)`);
  const prefix = `${series}${year}-`;
  const [last] = await tx
    .select({ highest: sql<string | null>`max(${invoices.invoiceNumber})` })
    .from(invoices)
    .where(like(invoices.invoiceNumber, `${prefix}%`));
  const sequence = last?.highest ? Number(last.highest.slice(prefix.length)) + 1 : 1;
  const invoiceNumber = invoiceNumberOf(year, sequence, series);
  const [row] = await tx
    .insert(invoices)
    .values({
      orderId: toIssue.orderId,
      customerId: toIssue.customerId,
      invoiceNumber,
      issuedAt: now,
      invoiceType: type,
      recipient: toIssue.recipient ?? null,
      relatedInvoiceId: toIssue.relatedInvoiceId ?? null,
      refundId: toIssue.refundId ?? null,
    })
    .returning({ id: invoices.id });
  await appendInvoiceRecord(tx, row!.id, issuer, now);
  return { id: row!.id, invoiceNumber, issued: true };
}
