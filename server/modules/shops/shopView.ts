import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ManageShop } from '../../../src/api/contract/manage/shops';
import type { Executor } from '../../platform/db/transaction';
import { locations } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';

export type LocationRecord = typeof locations.$inferSelect;

/** A location as the back office edits it. */
export function manageShopOf(row: LocationRecord): ManageShop {
  return {
    code: row.code,
    name: row.name,
    typeId: row.typeId,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    timeZone: row.timeZone,
    legal: row.legal,
    schedule: row.schedule,
    warnMinutes: row.boardWarnMinutes,
    lateMinutes: row.boardLateMinutes,
    sort: row.sort,
  };
}

/** The shops (location ids) given, or every shop, in the chain's order. */
export async function listShops(db: Executor, locationIds: readonly number[] | 'every'): Promise<ManageShop[]> {
  if (locationIds !== 'every' && locationIds.length === 0) return [];
  const rows = await db
    .select()
    .from(locations)
    .where(locationIds === 'every' ? undefined : inArray(locations.id, [...locationIds]))
    .orderBy(asc(locations.sort), asc(locations.code));
  return rows.map(manageShopOf);
}

/** The location with this code (any case), locked for the writer's transaction when `forUpdate`; 404 when none. */
export async function shopByCode(db: Executor, code: string, forUpdate = false): Promise<LocationRecord> {
  const query = db
    .select()
    .from(locations)
    .where(eq(sql`lower(${locations.code})`, code.toLowerCase()))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'not_found', `There is no shop ${code}`, 'code');
  return row;
}
