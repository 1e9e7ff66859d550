import { eq, sql } from 'drizzle-orm';
import type { ShopRow } from '../fulfilment/board';
import type { Database } from '../../platform/db/connect';
import { locations } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import type { VerifiedOperatorKey } from './keys';

type KeyReach = Pick<VerifiedOperatorKey, 'locationId'>;

const otherShop = () => new ApiFailure(403, 'other_shop', "This key belongs to another shop: it acts on its own shop's orders and availability only");

/** 403 `other_shop` unless the key acts on this shop (a chain key acts on every shop). */
export function assertKeyReaches(key: KeyReach, locationId: number): void {
  if (key.locationId !== null && key.locationId !== locationId) throw otherShop();
}

/** 403 `other_shop` for a key of one shop (a call about the whole chain). */
export function assertChainKey(key: KeyReach): void {
  if (key.locationId !== null) throw new ApiFailure(403, 'other_shop', 'Only a key of the whole chain may do this');
}

async function shopByCode(db: Database, code: string): Promise<ShopRow> {
  const [shop] = await db
    .select()
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
  return shop;
}

/**
 * The shop a call names (`code`), or a shop key's own shop when it names none: 404 `unknown_shop`,
 * 403 `other_shop` for another shop than the key's, 400 naming `shop` when a chain key names none.
 */
export async function keyShop(db: Database, key: KeyReach, code: string | undefined): Promise<ShopRow> {
  if (code !== undefined) {
    const shop = await shopByCode(db, code);
    assertKeyReaches(key, shop.id);
    return shop;
  }
  if (key.locationId === null) throw new ApiFailure(400, 'bad_request', 'A key of the whole chain names the shop', 'shop');
  const [own] = await db.select().from(locations).where(eq(locations.id, key.locationId));
  if (!own) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
  return own;
}
