import type { ApiClient } from '../../api/client';
import type { Account, Address } from '../../api/contract';
import type { AppDb, OutboxItem, StoredAddress } from '../db';
import { addressEntityKey } from './localIds';

type AccountPatch = { name?: string; phone?: string };
type PreferencesPatch = { receivePromotions?: boolean; receiveNews?: boolean };

/** The account as the customer last left it: the server's copy with the unsent changes laid over it. */
export function accountWithPendingWrites(account: Account, queued: readonly Pick<OutboxItem, 'endpoint' | 'body'>[]): Account {
  let result = account;
  for (const item of queued) {
    if (item.endpoint === 'accountPatch') {
      const { name, phone } = (item.body ?? {}) as AccountPatch;
      result = { ...result, name: name ?? result.name, phone: phone ?? result.phone };
    } else if (item.endpoint === 'preferencesPatch') {
      const patch = (item.body ?? {}) as PreferencesPatch;
      result = { ...result, preferences: { ...result.preferences, ...definedOnly(patch) } };
    }
  }
  return result;
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Stores an account answer in the mirror without undoing changes that are still queued. The account row
 * is the one home of the contact name, phone and preferences; the session row keeps who is signed in.
 */
export async function storeAccount(db: AppDb, account: Account, now: number): Promise<void> {
  await db.transaction('rw', db.account, db.session, db.outbox, async () => {
    const session = await db.session.get('current');
    if (session && session.data.user.id !== account.id) return; // someone else signed in meanwhile
    const data = accountWithPendingWrites(account, await db.outbox.orderBy('seq').toArray());
    await db.account.put({ key: 'current', data, fetchedAt: now });
  });
}

/** GET account into the mirror (after a refused write, the server's copy is the truth again). */
export async function refetchAccount(db: AppDb, client: ApiClient, now: number): Promise<void> {
  const answer = await client.call('account');
  if (answer.wasOk && answer.status === 'ok') await storeAccount(db, answer.data, now);
}

/**
 * Replaces the addresses mirror with the server's list, except where a write is still queued: those
 * addresses keep their local state (edited, deleted, or created offline with a negative id).
 */
export async function storeAddresses(db: AppDb, addresses: Address[]): Promise<void> {
  await db.transaction('rw', db.addresses, db.outbox, async () => {
    const pendingKeys = new Set((await db.outbox.toArray()).map((item) => item.entityKey));
    const isPending = (addressId: number) => pendingKeys.has(addressEntityKey(addressId));
    const local = await db.addresses.toArray();
    const serverIds = new Set(addresses.map((address) => address.addressId));
    const gone = local
      .filter((address) => address.addressId > 0 && !serverIds.has(address.addressId) && !isPending(address.addressId))
      .map((address) => address.addressId);
    await db.addresses.bulkDelete(gone);
    const fresh: StoredAddress[] = addresses.filter((address) => !isPending(address.addressId));
    await db.addresses.bulkPut(fresh);
  });
}

/** GET addresses into the mirror; false when the server could not be reached or refused. */
export async function refetchAddresses(db: AppDb, client: ApiClient): Promise<boolean> {
  const answer = await client.call('addresses');
  if (!answer.wasOk || answer.status !== 'ok') return false;
  await storeAddresses(db, answer.data);
  return true;
}
