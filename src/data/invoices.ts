import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Invoice } from '../api/contract';
import { REFERENCE_MAX_AGE_MS } from '../domain/constants';
import { sharedRefresh } from './sharedRefresh';
import { db } from './db';
import { isOnline, useOnlineStatus } from './online';
import { apiClient } from './runtime';
import { peekUsableToken } from './sessionToken';
import { registerStartupStep } from './startup';

/** Freshness of the invoices mirror (an empty list has no row to carry its own fetchedAt). */
export const INVOICES_SYNC_KEY = 'invoices:current';

export type InvoicesData = { data: Invoice[] | undefined; state: 'loading' | 'ready' | 'unavailable'; fetchedAt?: number };


/** Newest first; the number breaks ties between invoices of the same moment. */
function byNewest(a: Invoice, b: Invoice): number {
  return b.invoiceDate.localeCompare(a.invoiceDate) || b.invoiceNumber.localeCompare(a.invoiceNumber);
}

async function fetchInvoices(): Promise<void> {
  const token = peekUsableToken();
  if (!token || !isOnline()) return;
  const answer = await apiClient.call('invoices');
  if (answer.status !== 'ok') throw new Error('Invoices refresh failed');
  // Signed out (or in as someone else) while the answer travelled: it belongs to nobody now.
  if (peekUsableToken() !== token) return;
  const fetchedAt = Date.now();
  // The server's list replaces the mirror whole, so an invoice it no longer lists disappears here too.
  await db.transaction('rw', [db.invoices, db.syncStamps], async () => {
    await db.invoices.clear();
    await db.invoices.bulkPut(answer.data.map((invoice) => ({ ...invoice, fetchedAt })));
    await db.syncStamps.put({ key: INVOICES_SYNC_KEY, fetchedAt });
  });
}

const invoicesRefresh = sharedRefresh(fetchInvoices);

/** GET /customer/invoices into Dexie when signed in and online; concurrent callers share one fetch. */
export function refreshInvoices(): Promise<void> {
  return invoicesRefresh.refresh();
}

/** Spec §4 cache rule for the invoices mirror: refetch only when older than 600 s. */
export async function refreshInvoicesIfStale(now = Date.now()): Promise<void> {
  if (!peekUsableToken() || !isOnline()) return;
  const stamp = await db.syncStamps.get(INVOICES_SYNC_KEY);
  if (!stamp || now - stamp.fetchedAt > REFERENCE_MAX_AGE_MS) await refreshInvoices();
}

/** Drops the mirror (for sign-out: the next customer must not see these). */
export async function clearInvoices(): Promise<void> {
  await db.transaction('rw', [db.invoices, db.syncStamps], async () => {
    await db.invoices.clear();
    await db.syncStamps.delete(INVOICES_SYNC_KEY);
  });
}

let started = false;

/**
 * App-wide: fills the mirror at app start and on focus / network back (when stale), so an invoice
 * opened later offline is already there. Call once from main.tsx, after startSession().
 */
export function startInvoicesSync(): void {
  if (started) return;
  started = true;
  registerStartupStep({ name: 'invoices', run: () => refreshInvoicesIfStale() });
  const refresh = () => void refreshInvoicesIfStale();
  window.addEventListener('focus', refresh);
  window.addEventListener('online', refresh);
}

/**
 * While mounted: fetch on open (invoices are the customer's own data, not reference data: a payment just
 * made must show), then when stale on focus, on visibility and when the network returns.
 */
function useInvoiceRefreshTriggers(online: boolean): void {
  useEffect(() => {
    const refresh = () => void refreshInvoicesIfStale();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    void refreshInvoices();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [online]);
}

/** The signed-in customer's invoices, newest first, from the Dexie mirror (opens offline). */
export function useInvoices(): InvoicesData {
  const stored = useLiveQuery(async () => {
    const [rows, stamp] = await Promise.all([db.invoices.toArray(), db.syncStamps.get(INVOICES_SYNC_KEY)]);
    return { rows, fetchedAt: stamp?.fetchedAt };
  }, []);
  const refreshStatus = invoicesRefresh.useStatus();
  const online = useOnlineStatus();
  useInvoiceRefreshTriggers(online);

  if (stored === undefined) return { data: undefined, state: 'loading' };
  if (stored.fetchedAt !== undefined || stored.rows.length > 0) {
    const data = stored.rows.map(({ fetchedAt: _fetchedAt, ...invoice }) => invoice).sort(byNewest);
    return { data, state: 'ready', fetchedAt: stored.fetchedAt };
  }
  const cannotFetch = !online || !peekUsableToken() || refreshStatus === 'failed';
  return { data: undefined, state: cannotFetch ? 'unavailable' : 'loading' };
}
