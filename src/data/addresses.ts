import { useMemo } from 'react';
import { CUSTOMER_DATA_MAX_AGE_MS } from '../domain/constants';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Address, CodeName } from '../api/contract';
import { currentLanguage } from '../i18n';
import { db, type StoredAddress } from './db';
import { fetchedResource, useCustomerResource } from './customer/sync';
import { useReference } from './hooks';
import { outbox } from './outbox';
import { forgetLocalAddress } from './outbox/addressEntity';
import { addressEntityKey, nextLocalAddressId } from './outbox/localIds';
import { storeAddresses } from './outbox/mirror';
import type { WriteOutcome } from './outbox/sender';
import { resources } from './sync/resources';

/** Address list order: the server's (first created first), then those created offline, oldest first. */
function listOrder(a: StoredAddress, b: StoredAddress): number {
  if (a.addressId > 0 !== b.addressId > 0) return a.addressId > 0 ? -1 : 1;
  return a.addressId > 0 ? a.addressId - b.addressId : b.addressId - a.addressId;
}

/** GET addresses into the mirror; addresses with writes still queued keep their local state. */
export const addressesResource = fetchedResource('addresses', CUSTOMER_DATA_MAX_AGE_MS, 'addresses', (data) => storeAddresses(db, data));

/** The customer's addresses from the Dexie mirror (live, opens offline; fetched as it opens); undefined while loading. */
export function useAddresses(): StoredAddress[] | undefined {
  useCustomerResource(addressesResource, { refreshOnOpen: true });
  return useLiveQuery(async () => (await db.addresses.toArray()).sort(listOrder));
}

/**
 * The cities of one province for the address form, kept in Dexie like the provinces (reference data,
 * refreshed when older than 600 s). undefined while none is stored; [] without a province.
 */
export function useCities(provinceCode: string): CodeName[] | undefined {
  const lang = currentLanguage();
  const resource = useMemo(() => (provinceCode ? resources.cities(lang, provinceCode) : undefined), [lang, provinceCode]);
  const { data } = useReference(resource);
  return resource ? data : [];
}

/**
 * Saves an address (addressId 0 = new, given a local id): shown at once (the outbox's address entity
 * applies it), then sent. Resolves with what became of the write.
 */
export async function saveAddress(address: Address): Promise<WriteOutcome> {
  const addressId = address.addressId === 0 ? await nextLocalAddressId(db) : address.addressId;
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
    await forgetLocalAddress(outbox, db, addressId);
    return;
  }
  await outbox.enqueue({ endpoint: 'addressDelete', params: { addressId: String(addressId) }, entityKey: addressEntityKey(addressId) });
}
