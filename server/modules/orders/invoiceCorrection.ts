import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import type { InvoiceIssuer } from '../../platform/config/config';
import { invoices } from '../../platform/db/schema';
import { issueInvoice, type IssuedInvoice } from './invoiceNumbers';

/**
 * A sale that took place and is then cancelled and refunded is corrected, under Spanish invoicing rules,
 * by a rectifying invoice: R5 for a simplified ticket (and for the full invoice that replaced one), by
 * differences, undoing the whole amount, with its VeriFactu record. (A cancellation record is for an
 * invoice that should never have been issued, not for a sale undone.) It corrects the invoice in force:
 * the order's full invoice when it has one, else its ticket. An order without an invoice has nothing to
 * correct (null); a second call returns the correction already issued.
 */
export async function correctRefundedSale(
  tx: Transaction,
  order: { id: number; customerId: number },
  now: Date,
  issuer: InvoiceIssuer,
): Promise<IssuedInvoice | null> {
  const [inForce] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), inArray(invoices.invoiceType, ['F1', 'F2', 'F3'])))
    .orderBy(sql`${invoices.invoiceType} = 'F2'`, desc(invoices.id))
    .limit(1);
  if (!inForce) return null;
  return issueInvoice(tx, { orderId: order.id, customerId: order.customerId, type: 'R5', relatedInvoiceId: inForce.id }, now, issuer);
}
