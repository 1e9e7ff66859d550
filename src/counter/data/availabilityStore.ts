import type { ShopAvailability } from '../../api/contract/counter/availability';
import type { StaffDb } from './db';

/**
 * Keeps a shop's availability as the server said it (from a read, the live stream or the answer to a
 * change), with the clock difference to the server. An answer older than the one kept is dropped: a
 * stream frame and a change's answer may cross.
 */
export async function storeAvailability(db: StaffDb, availability: ShopAvailability, receivedAt: number): Promise<boolean> {
  return db.transaction('rw', db.availability, async () => {
    const kept = await db.availability.get(availability.shop);
    if (kept && Date.parse(kept.serverTime) > Date.parse(availability.serverTime)) return false;
    await db.availability.put({ ...availability, serverOffsetMs: Date.parse(availability.serverTime) - receivedAt });
    return true;
  });
}
