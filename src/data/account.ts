import { useLiveQuery } from 'dexie-react-hooks';
import type { EntityTable } from 'dexie';
import type { Account, Loyalty } from '../api/contract';
import { CUSTOMER_DATA_MAX_AGE_MS } from '../domain/constants';
import { customerSync, fetchedResource, useCustomerResource, type CustomerResource } from './customer/sync';
import { db, type CustomerRow } from './db';
import { useOnlineStatus } from './online';
import { peekUsableToken } from './sessionToken';
import { storeAccount } from './outbox/mirror';

/** Like the reference hooks' Loadable: the Dexie mirror of the signed-in customer's data. */
export type CustomerData<T> = { data: T | undefined; state: 'loading' | 'ready' | 'unavailable'; fetchedAt?: number };

/** GET account into the mirror; unsent changes stay laid over it (customer rule: 30 s, or marked changed). */
export const accountResource = fetchedResource('account', CUSTOMER_DATA_MAX_AGE_MS, 'account', (data, requestedAt) => storeAccount(db, data, requestedAt));

/** GET loyalty (balance, history) into the mirror; marked changed when an order moves the ritmitos. */
export const loyaltyResource = fetchedResource('loyalty', CUSTOMER_DATA_MAX_AGE_MS, 'loyalty', (data, requestedAt) =>
  db.loyalty.put({ key: 'current', data, fetchedAt: requestedAt }),
);

/** GET account and loyalty now (the cart and a price check want the current balance); shared with fetches under way. */
export async function refreshAccount(): Promise<void> {
  await Promise.all([customerSync.refresh(accountResource, { force: true }), customerSync.refresh(loyaltyResource, { force: true })]);
}

/**
 * An order was created, paid or cancelled, so the customer's ritmitos moved: the balance is marked changed
 * and fetched again after any fetch already under way, whose answer may predate the change.
 */
export function markLoyaltyChanged(): Promise<void> {
  return customerSync.markChanged(loyaltyResource);
}

/** `refreshOnOpen`: fetch whenever the screen opens online (it shows figures that change server-side). */
export function useCustomerRow<T>(table: EntityTable<CustomerRow<T>, 'key'>, resource: CustomerResource, refreshOnOpen = false): CustomerData<T> {
  const row = useLiveQuery(async () => (await table.get('current')) ?? null, [table]);
  const status = useCustomerResource(resource, { refreshOnOpen });
  const online = useOnlineStatus();

  if (row === undefined) return { data: undefined, state: 'loading' };
  if (row) return { data: row.data, state: 'ready', fetchedAt: row.fetchedAt };
  const cannotFetch = !online || !peekUsableToken() || status === 'failed';
  return { data: undefined, state: cannotFetch ? 'unavailable' : 'loading' };
}

/** The signed-in customer's account, from the Dexie mirror (opens offline). */
export function useAccount(): CustomerData<Account> {
  return useCustomerRow(db.account, accountResource);
}

/**
 * The signed-in customer's loyalty balance and history, from the Dexie mirror (opens offline); the screens
 * that show it (loyalty, cart) fetch it again as they open, since payments and rewards change it server-side.
 */
export function useLoyalty(): CustomerData<Loyalty> {
  return useCustomerRow(db.loyalty, loyaltyResource, true);
}
