import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem } from '../db';
import { isOnline } from '../online';
import { listenForRejections, publishRejection, type RejectedWrite } from './notices';
import { ACCOUNT_ENTITY, accountEntity, PREFERENCES_ENTITY } from './accountEntity';
import { addressEntity } from './addressEntity';
import { fiscalEntity } from './fiscalEntity';
import { OutboxSender, type WriteOutcome, type WriteRequest } from './sender';
import { apiClient } from '../runtime';
import { getSessionToken } from '../session';

export type { RejectedWrite } from './notices';
export type { OutboxEndpoint, WriteOutcome, WriteRequest } from './sender';
export { ACCOUNT_ENTITY, PREFERENCES_ENTITY } from './accountEntity';
export { addressEntityKey } from './localIds';

/**
 * The app's one outbox, its writes' lane: sent with the session's token through the app's API client. Each entity with
 * an optimistic change registers how to apply and revert it (product ratings have none: the screen shows
 * the queued rating itself).
 */
export const outbox = new OutboxSender({
  db,
  client: apiClient,
  isOnline,
  getToken: getSessionToken,
  onRejected: publishRejection,
  entities: [accountEntity, addressEntity, fiscalEntity],
});

/**
 * Queues a write made while signed in (interface): stored in Dexie with its own mutation id, sent at
 * once when online, otherwise on the next 'online', interval or app start. Resolves once stored.
 */
export function enqueueWrite(write: WriteRequest): Promise<void> {
  return outbox.enqueue(write);
}

/** Starts draining on start, on 'online' and every 15 s; returns the stop function. */
export function startOutbox(): () => void {
  return outbox.start();
}

const NO_ITEMS: OutboxItem[] = [];

/** The queued writes, oldest first (live). */
export function useOutbox(): OutboxItem[] {
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [], NO_ITEMS);
}

/** entityKeys with unsent writes, to show 'pending' next to what they touch. */
export function usePendingKeys(): Set<string> {
  const items = useOutbox();
  return useMemo(() => new Set(items.map((item) => item.entityKey)), [items]);
}

/** Writes the server refused reach the newest listener (a screen's alert); returns the unsubscribe. */
export function onWriteRejected(listener: (rejected: RejectedWrite) => void): () => void {
  return listenForRejections(listener);
}

export type Preference = 'receivePromotions' | 'receiveNews';

/** /user/settings Save: contact name and phone, shown at once, sent through the outbox. */
export function saveContactDetails(name: string, phone: string): Promise<WriteOutcome> {
  const contact = { name: name.trim(), phone: phone.trim() };
  return outbox.enqueueAndWait({ endpoint: 'accountPatch', body: contact, entityKey: ACCOUNT_ENTITY });
}

/** PATCH preferences: a switch is saved on its own as soon as it is toggled (shown at once). */
export async function savePreference(preference: Preference, value: boolean): Promise<void> {
  await outbox.enqueue({ endpoint: 'preferencesPatch', body: { [preference]: value }, entityKey: PREFERENCES_ENTITY });
}
