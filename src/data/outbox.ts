import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Account } from '../api/contract';
import { db, type OutboxItem } from './db';
import { isOnline } from './online';
import { listenForRejections, publishRejection, type RejectedWrite } from './outbox/notices';
import { ACCOUNT_ENTITY, PREFERENCES_ENTITY } from './outbox/mirror';
import { OutboxSender, type WriteOutcome, type WriteRequest } from './outbox/sender';
import { apiClient } from './runtime';
import { getSessionToken } from './session';

export type { RejectedWrite } from './outbox/notices';
export type { OutboxEndpoint, WriteOutcome, WriteRequest } from './outbox/sender';
export { ACCOUNT_ENTITY, PREFERENCES_ENTITY, accountWithPendingWrites } from './outbox/mirror';
export { addressEntityKey } from './outbox/localIds';

/** The app's one outbox, sending with the session's token through the app's API client. */
export const outbox = new OutboxSender({
  db,
  client: apiClient,
  isOnline,
  getToken: getSessionToken,
  onRejected: publishRejection,
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

/** Applies a change to the account mirror at once (the screens read it), before it is sent. */
async function changeAccountMirror(change: (account: Account) => Account): Promise<void> {
  await db.account.where('key').equals('current').modify((row) => {
    row.data = change(row.data);
  });
}

/** Spec §2 /user/settings Save: contact name and phone, shown at once, sent through the outbox. */
export async function saveContactDetails(name: string, phone: string): Promise<WriteOutcome> {
  const contact = { name: name.trim(), phone: phone.trim() };
  await changeAccountMirror((account) => ({ ...account, ...contact }));
  return outbox.enqueueAndWait({ endpoint: 'accountPatch', body: contact, entityKey: ACCOUNT_ENTITY });
}

/** Spec §7 PATCH preferences: a switch is saved on its own as soon as it is toggled. */
export async function savePreference(preference: Preference, value: boolean): Promise<void> {
  await changeAccountMirror((account) => ({ ...account, preferences: { ...account.preferences, [preference]: value } }));
  await outbox.enqueue({ endpoint: 'preferencesPatch', body: { [preference]: value }, entityKey: PREFERENCES_ENTITY });
}
