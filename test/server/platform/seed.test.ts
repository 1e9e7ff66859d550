import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/platform/db/connect';
import * as schema from '../../../server/platform/db/schema';
import * as demo from '../../../server/platform/db/seed/data';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import type { SeedData } from '../../../server/platform/db/seed/types';
import { backends, type FreshDatabase } from '../harness';

async function rowCounts(db: Database) {
  const tables = { products: schema.products, locations: schema.locations, cities: schema.cities, locationProducts: schema.locationProducts };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe.each(backends)('demo data seed on $name', (backend) => {
  let fresh: FreshDatabase | undefined;
  afterEach(async () => {
    await fresh?.dispose();
    fresh = undefined;
  });

  it('seeds an empty database once; a second run changes nothing', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    expect(await seedIfEmpty(db)).toEqual({ seeded: true });
    const first = await rowCounts(db);
    expect(first.products).toBe(demo.products.length);
    expect(first.locations).toBe(demo.locations.length);
    expect(await seedIfEmpty(db)).toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(first);
  });

  it('leaves nothing behind when the data is broken half-way', async () => {
    fresh = await backend.fresh();
    const db = fresh.opened.db;
    const [firstLocation, ...others] = demo.locations;
    const broken: SeedData = { ...demo, locations: [{ ...firstLocation!, productCodes: ['P-NOPE'] }, ...others] };
    await expect(seedIfEmpty(db, broken)).rejects.toThrow(/unknown product P-NOPE/);
    expect(await rowCounts(db)).toEqual({ products: 0, locations: 0, cities: 0, locationProducts: 0 });
    expect(await seedIfEmpty(db)).toEqual({ seeded: true });
  });

  it('stores net and VAT derived from the gross price', async () => {
    fresh = await backend.fresh();
    await seedIfEmpty(fresh.opened.db);
    const rows = await fresh.opened.db.select().from(schema.products);
    for (const row of rows) {
      expect(Math.round((row.priceNet + row.priceVat) * 100)).toBe(Math.round(row.price * 100));
      expect(row.priceVat).toBeGreaterThanOrEqual(0);
    }
  });
});
