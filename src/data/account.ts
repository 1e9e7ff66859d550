import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityTable } from 'dexie';
import type { Account, Loyalty } from '../api/contract';
import { isCustomerDataStale } from '../domain/freshness';
import { sharedRefresh } from './sharedRefresh';
import { db, type CustomerRow } from './db';
import { isOnline, useOnlineStatus } from './online';
import { apiClient } from './runtime';
import { peekUsableToken } from './sessionToken';
import { storeAccount } from './outbox/mirror';

/** Like the reference hooks' Loadable: the Dexie mirror of the signed-in customer's data. */
export type CustomerData<T> = { data: T | undefined; state: 'loading' | 'ready' | 'unavailable'; fetchedAt?: number };




async function fetchAccountAndLoyalty(): Promise<void> {
  const token = peekUsableToken();
  if (!token || !isOnline()) return;
  const requestedAt = Date.now();
  const [account, loyalty] = await Promise.all([apiClient.call('account'), apiClient.call('loyalty')]);
  // Signed out (or in as someone else) while the answers travelled: they belong to nobody now.
  if (peekUsableToken() !== token) return;
  if (account.status === 'ok') await storeAccount(db, account.data, requestedAt);
  if (loyalty.status === 'ok') await storeLoyalty(loyalty.data, requestedAt);
  if (account.status !== 'ok' || loyalty.status !== 'ok') throw new Error('Account refresh failed');
}

/** Stamps the answer with when it was asked for; a change marked since then keeps the copy stale. */
async function storeLoyalty(data: Loyalty, requestedAt: number): Promise<void> {
  await db.transaction('rw', db.loyalty, async () => {
    const changedAt = (await db.loyalty.get('current'))?.changedAt;
    const stillChanged = changedAt !== undefined && changedAt >= requestedAt;
    await db.loyalty.put({ key: 'current', data, fetchedAt: requestedAt, ...(stillChanged ? { changedAt } : {}) });
  });
}

const accountRefresh = sharedRefresh(fetchAccountAndLoyalty);

/** GET account and loyalty into Dexie when signed in and online; concurrent callers share one fetch. */
export function refreshAccount(): Promise<void> {
  return accountRefresh.refresh();
}

/**
 * An order was created, paid or cancelled, so the customer's ritmitos moved: the stored balance is marked
 * changed (in Dexie, so the mark survives the page leaving for the card gateway) and fetched again after
 * any fetch already under way, whose answer may predate the change.
 */
export async function markLoyaltyChanged(): Promise<void> {
  // Best effort: the order itself went through, and the loyalty screen fetches again when it opens.
  await db.loyalty.update('current', { changedAt: Date.now() }).catch(() => undefined);
  void accountRefresh.refreshAfterCurrent();
}

/** On start, focus and back online: refetch the customer's data when stale (customer rule, not the 600 s one). */
export async function refreshAccountIfStale(now = Date.now()): Promise<void> {
  if (!peekUsableToken()) return;
  const [account, loyalty] = await Promise.all([db.account.get('current'), db.loyalty.get('current')]);
  if (isCustomerDataStale(account, now) || isCustomerDataStale(loyalty, now)) await refreshAccount();
}

/** `refreshOnOpen`: fetch whenever the screen opens online (it shows figures that change server-side). */
function useCustomerRow<T>(table: EntityTable<CustomerRow<T>, 'key'>, refreshOnOpen = false): CustomerData<T> {
  const row = useLiveQuery(async () => (await table.get('current')) ?? null, [table]);
  const refreshStatus = accountRefresh.useStatus();
  const online = useOnlineStatus();
  useEffect(() => {
    if (refreshOnOpen) void refreshAccount();
    else void refreshAccountIfStale();
  }, [online, refreshOnOpen]);

  if (row === undefined) return { data: undefined, state: 'loading' };
  if (row) return { data: row.data, state: 'ready', fetchedAt: row.fetchedAt };
  const cannotFetch = !online || !peekUsableToken() || refreshStatus === 'failed';
  return { data: undefined, state: cannotFetch ? 'unavailable' : 'loading' };
}

/** The signed-in customer's account, from the Dexie mirror (opens offline). */
export function useAccount(): CustomerData<Account> {
  return useCustomerRow(db.account);
}

/**
 * The signed-in customer's loyalty balance and history, from the Dexie mirror (opens offline); the screens
 * that show it (loyalty, cart) fetch it again as they open, since payments and rewards change it server-side.
 */
export function useLoyalty(): CustomerData<Loyalty> {
  return useCustomerRow(db.loyalty, true);
}
