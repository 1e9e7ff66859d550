import { and, eq } from 'drizzle-orm';
import type { Invoice, Language } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { invoices } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import { issueInvoice } from './invoiceNumbers';
import { invoiceWithNumber } from './invoices';
import type { VerifactuConfig } from '../../platform/config/config';
import { fiscalDetailsMissing, loadFiscalDetails } from '../fiscal/fiscalDetails';

/**
 * A full invoice (F3) replacing one of the customer's simplified tickets (F2), made out to the fiscal
 * details stored now, once per ticket. The ticket's row is locked first, so two requests at once issue
 * one F3 and the other answers 409 already_replaced. Another customer's number is 404, as an unknown one.
 * Only a ticket can be replaced: a full invoice already names its recipient, and a corrected ticket (R5)
 * is no longer the operation's invoice.
 */
export async function requestFullInvoice(
  db: Database,
  customerId: number,
  invoiceNumber: string,
  language: Language,
  verifactu: VerifactuConfig,
  now: Date,
): Promise<Invoice> {
  const issuedNumber = await db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: invoices.id, orderId: invoices.orderId, invoiceType: invoices.invoiceType })
      .from(invoices)
      .where(and(eq(invoices.invoiceNumber, invoiceNumber), eq(invoices.customerId, customerId)))
      .for('update');
    if (!ticket) throw notFound('Invoice not found');
    if (ticket.invoiceType !== 'F2') {
      throw new ApiFailure(409, 'not_replaceable', 'Only a simplified ticket can be replaced by a full invoice.');
    }
    const others = await tx.select({ invoiceType: invoices.invoiceType }).from(invoices).where(eq(invoices.orderId, ticket.orderId));
    if (others.some((other) => other.invoiceType === 'F3')) {
      throw new ApiFailure(409, 'already_replaced', 'This ticket has already been replaced by a full invoice.');
    }
    if (others.some((other) => other.invoiceType === 'R5')) {
      throw new ApiFailure(409, 'not_replaceable', 'This ticket was corrected and can no longer be replaced by a full invoice.');
    }
    const recipient = await loadFiscalDetails(tx, customerId);
    if (!recipient) throw fiscalDetailsMissing();
    const issued = await issueInvoice(tx, { orderId: ticket.orderId, customerId, type: 'F3', recipient, relatedInvoiceId: ticket.id }, now, verifactu);
    return issued.invoiceNumber;
  });
  const answer = await invoiceWithNumber(db, customerId, issuedNumber, language, verifactu.environment);
  if (!answer) throw new Error('The full invoice just issued was not found');
  return answer;
}
