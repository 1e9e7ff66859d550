import { max, sql } from 'drizzle-orm';
import type { StaffBoard, StaffShop } from '../../../src/api/contract/counter/staff';
import { can } from '../../../src/domain/people/permissions';
import { memberOf, type StaffIdentity } from '../people/staff/identity';
import type { Database } from '../../platform/db/connect';
import { locations, orderEvents } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { boardTickets } from './tickets';

export type ShopRow = typeof locations.$inferSelect;

/** The shop of a code as staff type it (any case); 404 `unknown_shop`, 403 `other_shop` when the member does not work there. */
export async function staffShop(db: Database, code: string, member: StaffIdentity): Promise<ShopRow> {
  const [shop] = await db
    .select()
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code})`);
  if (!shop) throw new ApiFailure(404, 'unknown_shop', 'There is no such shop');
  if (!can(memberOf(member), 'board.view', shop.id)) throw new ApiFailure(403, 'other_shop', 'You do not work in this shop');
  return shop;
}

export function staffShopOf(shop: ShopRow): StaffShop {
  return { code: shop.code, name: shop.name, timeZone: shop.timeZone, warnMinutes: shop.boardWarnMinutes, lateMinutes: shop.boardLateMinutes };
}

/**
 * A shop's board. The last event id is read before the tickets: an event between the two reads is sent
 * again by the stream, and applying a ticket twice changes nothing.
 */
export async function readBoard(db: Database, shop: ShopRow, now: Date): Promise<StaffBoard> {
  const [last] = await db.select({ id: max(orderEvents.id) }).from(orderEvents);
  const tickets = await boardTickets(db, shop.id, now, shop.timeZone);
  return { shop: staffShopOf(shop), tickets, lastEventId: Number(last?.id ?? 0), serverTime: now.toISOString() };
}
