import type { Address } from '../../api/contract';
import type { AppDb, StoredAddress } from '../db';
import type { WriteContext, WriteEntity } from './entity';
import { addressEntityKey, localAddressIdOf, remapQueuedAddress, wireRequest } from './localIds';
import { refetchAddresses } from './mirror';
import type { OutboxSender } from './sender';

async function hasQueuedAddressWrites(db: AppDb): Promise<boolean> {
  return (await db.outbox.where('entityKey').startsWith('address:').count()) > 0;
}

/** Setting or deleting the default moves it on the server: take its list once no address write is queued. */
async function refetchWhenIdle({ db, client }: WriteContext): Promise<void> {
  if (!(await hasQueuedAddressWrites(db))) await refetchAddresses(db, client);
}

/**
 * Delivery addresses: shown at once (one saved offline under a negative local id, sent as "new"), the
 * server's copy and id taken when it answers, the server's list taken back when a write is refused.
 */
export const addressEntity: WriteEntity = {
  endpoints: ['addressSave', 'addressDelete'],
  tables: (db) => [db.addresses],
  async apply({ db }, write) {
    const addressId = Number(write.params?.addressId);
    if (write.endpoint === 'addressDelete') {
      await db.addresses.delete(addressId);
      return;
    }
    const stored: StoredAddress = { ...(write.body as Address), addressId, pending: true };
    await db.transaction('rw', db.addresses, async () => {
      // Setting it as the default clears the others' badge (as the server will).
      if (stored.isDefault) await db.addresses.where('addressId').notEqual(addressId).modify({ isDefault: false });
      await db.addresses.put(stored);
    });
  },
  wire: wireRequest,
  async sent(ctx, item, answer, cancelled) {
    const { db } = ctx;
    const saved = item.endpoint === 'addressSave' ? (answer as Address | undefined) : undefined;
    const localId = localAddressIdOf(item);
    if (saved) {
      await db.transaction('rw', db.outbox, db.addresses, async () => {
        if (localId !== undefined) {
          // The offline address now has the server's id: its row and every queued write follow.
          await remapQueuedAddress(db, localId, saved.addressId);
          const local = await db.addresses.get(localId);
          await db.addresses.delete(localId);
          if (local) await db.addresses.put({ ...local, addressId: saved.addressId });
        }
        const laterEdits = await db.outbox.where('entityKey').equals(addressEntityKey(saved.addressId)).count();
        if (laterEdits === 0) await db.addresses.put(saved);
      });
    }
    if (saved && cancelled) {
      // Deleted on the device while its creation was on the wire: delete the server's copy too.
      const entityKey = addressEntityKey(saved.addressId);
      await db.transaction('rw', db.outbox, db.addresses, async () => {
        await db.outbox.where('entityKey').equals(entityKey).delete();
        await db.addresses.delete(saved.addressId);
        await ctx.queue({ endpoint: 'addressDelete', params: { addressId: String(saved.addressId) }, entityKey });
      });
      return;
    }
    await refetchWhenIdle(ctx);
  },
  async revert(ctx, item) {
    const localId = localAddressIdOf(item);
    if (localId !== undefined) {
      // Later edits of an address the server never created cannot be sent either.
      await ctx.db.transaction('rw', ctx.db.outbox, ctx.db.addresses, async () => {
        await ctx.db.outbox.where('entityKey').equals(addressEntityKey(localId)).delete();
        await ctx.db.addresses.delete(localId);
      });
    }
    await refetchAddresses(ctx.db, ctx.client);
  },
};

/**
 * Forgets an address created offline that the server has not accepted yet: its queued create and edits
 * are removed instead of sending anything; if its creation is on the wire, the server's copy is deleted
 * once the answer names its id.
 */
export async function forgetLocalAddress(outbox: OutboxSender, db: AppDb, localId: number): Promise<void> {
  await outbox.cancel(addressEntityKey(localId));
  await db.addresses.delete(localId);
}
