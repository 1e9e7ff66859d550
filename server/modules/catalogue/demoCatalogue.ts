import { count } from 'drizzle-orm';
import { lockCatalogue, writeCatalogue } from './writeCatalogue';
import type { Database } from '../../platform/db/connect';
import * as schema from '../../platform/db/schema';
import { categories, cities, extras, locations, pages, products, provinces, recipes, settings, transports } from '../../platform/db/seed/data';
import type { SeedData } from '../../platform/db/seed/types';

/** The demo catalogue, which a demo server seeds. */
export const demoCatalogue: SeedData = { categories, products, extras, locations, pages, provinces, cities, transports, recipes, settings };

/**
 * Writes the demo data when the database holds no catalogue yet (demo mode only). One transaction: a
 * failure leaves nothing behind, and the catalogue lock makes two processes starting together seed once.
 */
export async function seedIfEmpty(db: Database, data: SeedData = demoCatalogue): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const [existing] = await tx.select({ n: count() }).from(schema.referenceVersions);
    if ((existing?.n ?? 0) > 0) return { seeded: false };
    await writeCatalogue(tx, data);
    return { seeded: true };
  });
}
