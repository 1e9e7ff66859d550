import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InvoiceResend } from '../../../src/api/contract/manage/support';
import type { Database } from '../../platform/db/connect';
import { customers, invoices, orders } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import { recordAudit, type Actor } from '../audit/recordAudit';
import { enqueueMail } from '../notifications/mail/mailQueue';
import { resentReceiptKey } from '../notifications/mail/queuedMail';
import type { SupportReader } from './supportReader';

/**
 * Queues the receipt mail with the invoice `number` attached again, to the customer's e-mail or the one typed,
 * in one transaction with its audit row; the mail queue sends it (and tries again) as it sends every receipt.
 */
export async function resendInvoice(
  db: Database,
  actor: Actor,
  reader: SupportReader,
  number: string,
  body: InvoiceResend,
  now: Date,
): Promise<{ invoiceNumber: string; to: string }> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select({ orderId: invoices.orderId, locationId: orders.locationId, email: customers.email, customerCode: customers.code })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .innerJoin(customers, eq(customers.id, invoices.customerId))
      .where(eq(invoices.invoiceNumber, number));
    if (!invoice) throw notFound(`No invoice ${number}`);
    if (!reader.everything && !reader.locationIds.includes(invoice.locationId))
      throw new ApiFailure(403, 'other_shop', 'This invoice belongs to a shop you do not work in');
    const to = body.email ?? invoice.email;
    await enqueueMail(tx, resentReceiptKey(number, randomUUID()), { kind: 'receipt', payload: { orderId: invoice.orderId, to, invoiceNumber: number } }, now);
    await recordAudit(tx, actor, {
      action: 'invoice.resend',
      subject: `invoice:${number}`,
      locationId: invoice.locationId,
      after: { to, customer: invoice.customerCode },
    });
    return { invoiceNumber: number, to };
  });
}
