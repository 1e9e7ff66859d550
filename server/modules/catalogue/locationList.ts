import { asc } from 'drizzle-orm';
import type { Language, Location } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { locations } from '../../platform/db/schema';
import { pick } from './localize';

/** The seed's home-delivery location code; delivery orders always belong to it. */
export const HOME_DELIVERY_CODE = 'ONLINE';

/** Location list with schedule and legal data, so the chooser works offline. */
export async function loadLocations(db: Database, language: Language): Promise<Location[]> {
  const rows = await db.select().from(locations).orderBy(asc(locations.sort), asc(locations.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: pick(row.name, language),
    typeId: row.typeId,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    schedule: row.schedule,
    timeZone: row.timeZone,
    legal: row.legal,
  }));
}
