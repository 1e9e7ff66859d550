import type { AppDb, OutboxItem } from '../db';

/**
 * Addresses saved offline get a negative local id (outbox). On the wire a new address is
 * addressId 0; once the server answers with its id, the local id is replaced everywhere.
 */
export function addressEntityKey(addressId: number): string {
  return `address:${addressId}`;
}

/** The local (negative) address id an item refers to, if any. */
export function localAddressIdOf(item: OutboxItem): number | undefined {
  if (item.endpoint !== 'addressSave' && item.endpoint !== 'addressDelete') return undefined;
  const id = Number(item.params?.addressId);
  return Number.isInteger(id) && id < 0 ? id : undefined;
}

/** Params and body as sent: a negative (local) address id becomes 0, "new address". */
export function wireRequest(item: OutboxItem): { params?: Record<string, string>; body?: unknown } {
  if (localAddressIdOf(item) === undefined) return { params: item.params, body: item.body };
  return { params: { ...item.params, addressId: '0' }, body: withAddressId(item.body, 0) };
}

function withAddressId(body: unknown, addressId: number): unknown {
  return body && typeof body === 'object' ? { ...body, addressId } : body;
}

/** Rewrites every queued item that refers to `localId` so it refers to the server's id instead. */
export async function remapQueuedAddress(db: AppDb, localId: number, serverId: number): Promise<void> {
  await db.outbox
    .where('entityKey')
    .equals(addressEntityKey(localId))
    .modify((item) => {
      item.entityKey = addressEntityKey(serverId);
      item.params = { ...item.params, addressId: String(serverId) };
      if (item.endpoint === 'addressSave') item.body = withAddressId(item.body, serverId);
    });
}

/** The smallest id below every stored one and below zero: a fresh local id for an offline address. */
export async function nextLocalAddressId(db: AppDb): Promise<number> {
  const lowest = await db.addresses.orderBy('addressId').first();
  return Math.min(lowest?.addressId ?? 0, 0) - 1;
}
