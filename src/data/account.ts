import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityTable } from 'dexie';
import type { Account, Loyalty, Session } from '../api/contract';
import { REFERENCE_MAX_AGE_MS } from '../domain/constants';
import { sharedRefresh } from './sharedRefresh';
import { db, type CustomerRow } from './db';
import { isOnline, useOnlineStatus } from './online';
import { apiClient } from './runtime';
import { peekUsableToken } from './sessionToken';
import { storeAccount } from './outbox/mirror';

/** Like the reference hooks' Loadable: the Dexie mirror of the signed-in customer's data. */
export type CustomerData<T> = { data: T | undefined; state: 'loading' | 'ready' | 'unavailable'; fetchedAt?: number };


/** The account as the session already describes it: fills the mirror at sign-in, before any fetch. */
export function accountFromSession(session: Session): Account {
  return {
    id: session.user.id,
    code: session.user.code,
    email: session.user.email,
    name: session.preferences.contactName,
    phone: session.preferences.contactPhone,
    isActive: session.isActive,
    createdAt: session.createdAt,
    preferences: { receivePromotions: session.preferences.receivePromotions, receiveNews: session.preferences.receiveNews },
    loyalty: session.loyalty,
  };
}

/** A session rebuilt from a token and its account (cookie present but no stored session, support login). */
export function sessionFromAccount(token: string, account: Account): Session {
  return {
    token,
    user: { id: account.id, code: account.code, email: account.email },
    preferences: {
      contactName: account.name,
      contactPhone: account.phone,
      receivePromotions: account.preferences.receivePromotions,
      receiveNews: account.preferences.receiveNews,
    },
    isActive: account.isActive,
    loyalty: account.loyalty,
    createdAt: account.createdAt,
  };
}


async function fetchAccountAndLoyalty(): Promise<void> {
  const token = peekUsableToken();
  if (!token || !isOnline()) return;
  const [account, loyalty] = await Promise.all([apiClient.call('account'), apiClient.call('loyalty')]);
  // Signed out (or in as someone else) while the answers travelled: they belong to nobody now.
  if (peekUsableToken() !== token) return;
  const fetchedAt = Date.now();
  if (account.status === 'ok') await storeAccount(db, account.data, fetchedAt);
  if (loyalty.status === 'ok') await db.loyalty.put({ key: 'current', data: loyalty.data, fetchedAt });
  if (account.status !== 'ok' || loyalty.status !== 'ok') throw new Error('Account refresh failed');
}

const accountRefresh = sharedRefresh(fetchAccountAndLoyalty);

/** GET account and loyalty into Dexie when signed in and online; concurrent callers share one fetch. */
export function refreshAccount(): Promise<void> {
  return accountRefresh.refresh();
}

function isStale(row: CustomerRow<unknown> | undefined, now: number): boolean {
  return !row || now - row.fetchedAt > REFERENCE_MAX_AGE_MS;
}

/** Spec §4 cache rule applied to the account mirror: refetch only what is older than 600 s. */
export async function refreshAccountIfStale(now = Date.now()): Promise<void> {
  if (!peekUsableToken()) return;
  const [account, loyalty] = await Promise.all([db.account.get('current'), db.loyalty.get('current')]);
  if (isStale(account, now) || isStale(loyalty, now)) await refreshAccount();
}

function useCustomerRow<T>(table: EntityTable<CustomerRow<T>, 'key'>): CustomerData<T> {
  const row = useLiveQuery(async () => (await table.get('current')) ?? null, [table]);
  const refreshStatus = accountRefresh.useStatus();
  const online = useOnlineStatus();
  useEffect(() => {
    void refreshAccountIfStale();
  }, [online]);

  if (row === undefined) return { data: undefined, state: 'loading' };
  if (row) return { data: row.data, state: 'ready', fetchedAt: row.fetchedAt };
  const cannotFetch = !online || !peekUsableToken() || refreshStatus === 'failed';
  return { data: undefined, state: cannotFetch ? 'unavailable' : 'loading' };
}

/** The signed-in customer's account, from the Dexie mirror (opens offline). */
export function useAccount(): CustomerData<Account> {
  return useCustomerRow(db.account);
}

/** The signed-in customer's loyalty balance and history, from the Dexie mirror (opens offline). */
export function useLoyalty(): CustomerData<Loyalty> {
  return useCustomerRow(db.loyalty);
}
