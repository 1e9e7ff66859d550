import { agencyDateTime } from '../../../src/domain/fiscal/agencyTime';
import type { Transaction } from '../../platform/db/transaction';
import type { InvoiceIssuer } from '../../platform/config/config';
import { appendRecord, type AppendedRecord } from '../fiscal/verifactu/appendRecord';
import { invoiceWithOrder } from './verifactuInvoiceRecord';

/**
 * A cancellation record ("registro de anulación"): for an invoice that should never have been issued. A
 * sale that took place and is then cancelled and refunded is corrected by an R5 invoice instead
 * (server/modules/fulfilment/cancelRefund.ts). Chained under the issuer the invoice was recorded with, naming it as
 * the agency knows it; the generation time is on the selling shop's clock.
 */
export async function appendCancellationRecord(tx: Transaction, invoiceId: number, now: Date, issuer: InvoiceIssuer): Promise<AppendedRecord> {
  const { agencyId, timeZone } = await invoiceWithOrder(tx, invoiceId, issuer.issuerNif);
  return appendRecord(tx, {
    issuerNif: agencyId.issuerNif,
    invoiceId,
    build: (chain) => ({ kind: 'anulacion', id: agencyId, chain, system: issuer.system, generatedAt: agencyDateTime(now, timeZone), hashType: '01' }),
  });
}
