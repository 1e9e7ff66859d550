// A process of the VeriFactu chain test: opens the PostgreSQL database of DATABASE_URL and issues the
// invoices of the orders ORDER_IDS (comma separated), AT_ONCE at a time, each in a transaction of its own,
// as many server processes paying orders at once would. Starts at START_AT (epoch ms) so the processes
// compete from the first invoice. Prints one line of JSON: the invoice numbers it issued.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../../server/platform/db/connect';
import { issueInvoice } from '../../../server/modules/orders/invoiceNumbers';
import { PAID } from './paidSettings';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const orderIds = (process.env.ORDER_IDS ?? '').split(',').filter(Boolean).map(Number);
const atOnce = Number(process.env.AT_ONCE ?? '5');
const startAt = Number(process.env.START_AT ?? '0');
const customerId = Number(process.env.CUSTOMER_ID);
const issuedAt = new Date(process.env.ISSUED_AT ?? Date.now());

const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-chain-'));
const opened = await openDatabase({ databaseUrl, dataDir });
try {
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
  const numbers: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < orderIds.length) {
      const orderId = orderIds[next++] as number;
      const issued = await opened.db.transaction((tx) => issueInvoice(tx, { orderId, customerId }, issuedAt, PAID.issuer));
      if (!issued.issued) throw new Error(`Order ${orderId} already had an invoice`);
      numbers.push(issued.invoiceNumber);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
  process.stdout.write(`${JSON.stringify({ numbers })}\n`);
} finally {
  await opened.close();
  rmSync(dataDir, { recursive: true, force: true });
}
