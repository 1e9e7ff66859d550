import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Address, CodeName } from '../api/contract';
import { currentLanguage } from '../i18n';
import { db, type StoredAddress } from './db';
import { isOnline, useOnlineStatus } from './online';
import { outbox } from './outbox';
import { addressEntityKey, nextLocalAddressId } from './outbox/localIds';
import { refetchAddresses } from './outbox/mirror';
import type { WriteOutcome } from './outbox/sender';
import { apiClient, syncEngine } from './runtime';
import { peekUsableToken } from './sessionToken';
import { resources } from './sync/resources';

/** Spec §4 address list order: the server's (first created first), then those created offline, oldest first. */
function listOrder(a: StoredAddress, b: StoredAddress): number {
  if (a.addressId > 0 !== b.addressId > 0) return a.addressId > 0 ? -1 : 1;
  return a.addressId > 0 ? a.addressId - b.addressId : b.addressId - a.addressId;
}

/** The customer's addresses from the Dexie mirror (live, opens offline); undefined while loading. */
export function useAddresses(): StoredAddress[] | undefined {
  const online = useOnlineStatus();
  useEffect(() => {
    void refreshAddresses();
  }, [online]);
  return useLiveQuery(async () => (await db.addresses.toArray()).sort(listOrder));
}

/**
 * The cities of one province for the address form, kept in Dexie like the provinces (reference data,
 * refreshed when older than 600 s). undefined while none is stored; [] without a province.
 */
export function useCities(provinceCode: string): CodeName[] | undefined {
  const lang = currentLanguage();
  const resource = useMemo(() => (provinceCode ? resources.cities(lang, provinceCode) : undefined), [lang, provinceCode]);
  const online = useOnlineStatus();
  useEffect(() => {
    if (!resource) return undefined;
    const unwatch = syncEngine.watch(resource);
    void syncEngine.refresh(resource);
    return unwatch;
  }, [resource, online]);
  const row = useLiveQuery(async () => (resource ? ((await db.cities.get(resource.rowKey)) ?? null) : null), [resource?.rowKey]);
  if (!resource) return [];
  if (!row || row.key !== resource.rowKey) return undefined;
  return row.data;
}

/** GET addresses into the mirror when signed in and online; writes still queued keep their local state. */
export async function refreshAddresses(): Promise<void> {
  if (!peekUsableToken() || !isOnline()) return;
  await refetchAddresses(db, apiClient);
}

/**
 * Saves an address (addressId 0 = new): shown at once, then sent through the outbox. Setting it as the
 * default clears the others' badge (as the server will). Resolves with what became of the write.
 */
export async function saveAddress(address: Address): Promise<WriteOutcome> {
  const addressId = address.addressId === 0 ? await nextLocalAddressId(db) : address.addressId;
  const stored: StoredAddress = { ...address, addressId, pending: true };
  await db.transaction('rw', db.addresses, async () => {
    if (stored.isDefault) await db.addresses.where('addressId').notEqual(addressId).modify({ isDefault: false });
    await db.addresses.put(stored);
  });
  return outbox.enqueueAndWait({
    endpoint: 'addressSave',
    params: { addressId: String(addressId) },
    body: { ...address, addressId },
    entityKey: addressEntityKey(addressId),
  });
}

/** Deletes an address; one created offline and never sent is simply forgotten, with its queued writes. */
export async function deleteAddress(addressId: number): Promise<void> {
  if (addressId < 0) {
    await outbox.cancelLocalAddress(addressId);
    return;
  }
  await db.addresses.delete(addressId);
  await outbox.enqueue({ endpoint: 'addressDelete', params: { addressId: String(addressId) }, entityKey: addressEntityKey(addressId) });
}
