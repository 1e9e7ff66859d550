import { eq, like, sql } from 'drizzle-orm';
import type { Executor } from '../account/transaction';
import { invoices } from '../db/schema';

const SERIES_LOCK = 'invoice-series';

/** Spec §3 invoice number of a year's series: F2026-000001, F2026-000002, … */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `F${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Gives the order its invoice number once: a second call returns the number already given. The year's
 * series is locked for the rest of the transaction, so two payments at once never share a number.
 */
export async function issueInvoice(tx: Executor, order: { orderId: number; customerId: number }, now: Date): Promise<string> {
  const [existing] = await tx.select({ invoiceNumber: invoices.invoiceNumber }).from(invoices).where(eq(invoices.orderId, order.orderId));
  if (existing) return existing.invoiceNumber;
  const year = now.getUTCFullYear();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SERIES_LOCK}::text), ${year}::int)`);
  const prefix = `F${year}-`;
  const [last] = await tx
    .select({ highest: sql<string | null>`max(${invoices.invoiceNumber})` })
    .from(invoices)
    .where(like(invoices.invoiceNumber, `${prefix}%`));
  const sequence = last?.highest ? Number(last.highest.slice(prefix.length)) + 1 : 1;
  const invoiceNumber = invoiceNumberOf(year, sequence);
  await tx.insert(invoices).values({ orderId: order.orderId, customerId: order.customerId, invoiceNumber, issuedAt: now });
  return invoiceNumber;
}
