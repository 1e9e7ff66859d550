import { useLiveQuery } from 'dexie-react-hooks';
import type { Invoice } from '../api/contract';
import { REFERENCE_MAX_AGE_MS } from '../domain/constants';
import { customerStampKey, customerSync, fetchedResource, useCustomerResource } from './customer/sync';
import { db } from './db';
import { isOnline, useOnlineStatus } from './online';
import { apiClient } from './runtime';
import { peekUsableToken } from './sessionToken';

export type InvoicesData = { data: Invoice[] | undefined; state: 'loading' | 'ready' | 'unavailable'; fetchedAt?: number };

/** Newest first; the number breaks ties between invoices of the same moment. */
function byNewest(a: Invoice, b: Invoice): number {
  return b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceNumber.localeCompare(a.invoiceNumber);
}

/**
 * GET /customer/invoices: kept app-wide with the 600 s rule (an invoice opened later offline is already
 * there), fetched whenever the invoices screen opens (a payment just made must show). The server's list
 * replaces the mirror whole, so an invoice it no longer lists disappears here too.
 */
export const invoicesResource = fetchedResource('invoices', REFERENCE_MAX_AGE_MS, 'invoices', (data, fetchedAt) =>
  db.transaction('rw', db.invoices, async () => {
    await db.invoices.clear();
    await db.invoices.bulkPut(data.map((invoice) => ({ ...invoice, fetchedAt })));
  }),
);

/** The signed-in customer's invoices, newest first, from the Dexie mirror (opens offline). */
export function useInvoices(): InvoicesData {
  const stored = useLiveQuery(async () => {
    const [rows, stamp] = await Promise.all([db.invoices.toArray(), db.syncStamps.get(customerStampKey(invoicesResource.key))]);
    return { rows, fetchedAt: stamp?.fetchedAt };
  }, []);
  const status = useCustomerResource(invoicesResource, { refreshOnOpen: true });
  const online = useOnlineStatus();

  if (stored === undefined) return { data: undefined, state: 'loading' };
  if (stored.fetchedAt !== undefined || stored.rows.length > 0) {
    const data = stored.rows.map(({ fetchedAt: _fetchedAt, ...invoice }) => invoice).sort(byNewest);
    return { data, state: 'ready', fetchedAt: stored.fetchedAt };
  }
  const cannotFetch = !online || !peekUsableToken() || status === 'failed';
  return { data: undefined, state: cannotFetch ? 'unavailable' : 'loading' };
}

/** What became of a request for a full invoice replacing a ticket. */
export type FullInvoiceRefusal = 'already-replaced' | 'no-fiscal-details' | 'not-replaceable' | 'offline' | 'failed';
export type FullInvoiceOutcome = { kind: 'issued'; invoiceNumber: string } | { kind: FullInvoiceRefusal };

const REFUSALS: Record<string, FullInvoiceRefusal> = {
  already_replaced: 'already-replaced',
  fiscal_details_missing: 'no-fiscal-details',
  not_replaceable: 'not-replaceable',
};

/**
 * POST a full invoice (F3) replacing the ticket `invoiceNumber`: needs the network, never queued (the
 * invoice is the point); the invoices are fetched again whatever the answer, so the list shows what the
 * server now holds.
 */
export async function requestFullInvoice(invoiceNumber: string): Promise<FullInvoiceOutcome> {
  if (!isOnline()) return { kind: 'offline' };
  const answer = await apiClient.call('invoiceFullRequest', { params: { invoiceNumber }, body: {} });
  if (answer.status === 'network') return { kind: 'offline' };
  await customerSync.refresh(invoicesResource, { force: true });
  if (answer.status === 'ok') return { kind: 'issued', invoiceNumber: answer.data.invoiceNumber };
  return { kind: (!answer.wasOk && REFUSALS[answer.error?.code ?? '']) || 'failed' };
}
