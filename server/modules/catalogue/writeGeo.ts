import { and, eq, notExists, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/transaction';
import { addresses, cities, provinces, transportConfigs } from '../../platform/db/schema';
import { cityRow, provinceRow, transportRow } from '../../platform/db/seed/rows';
import type { SeedData } from '../../platform/db/seed/types';
import { insertRows, upsertRows } from './upsert';

/**
 * Provinces, cities and delivery prices as in the file. A place customers' addresses still name is kept
 * even when the file drops it: their address list and delivery pricing join it.
 */
export async function writeGeo(tx: Transaction, data: Pick<SeedData, 'provinces' | 'cities' | 'transports'>): Promise<void> {
  await tx.delete(transportConfigs);
  await upsertRows(tx, provinces, data.provinces.map(provinceRow), provinces.code);
  await upsertRows(tx, cities, data.cities.map(cityRow), cities.code);

  const one = sql`1`;
  await tx.delete(cities).where(
    and(
      notInArray(
        cities.code,
        data.cities.map((city) => city.code),
      ),
      notExists(tx.select({ one }).from(addresses).where(eq(addresses.cityCode, cities.code))),
    ),
  );
  await tx.delete(provinces).where(
    and(
      notInArray(
        provinces.code,
        data.provinces.map((province) => province.code),
      ),
      notExists(tx.select({ one }).from(cities).where(eq(cities.provinceCode, provinces.code))),
      notExists(tx.select({ one }).from(addresses).where(eq(addresses.provinceCode, provinces.code))),
    ),
  );
  await insertRows(tx, transportConfigs, data.transports.map(transportRow));
}
