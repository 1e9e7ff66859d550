import { eq } from 'drizzle-orm';
import type { ProductExtra } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { locationProducts, products } from '../../platform/db/schema';
import { extrasDictionary, locationById, SOLD_COLUMNS, soldAtCondition, soldProductOf, type LocationRow, type SoldProduct } from './orderCatalogue';

/** What pricing an order at a location reads: the location, everything it sells, the extras dictionary. */
export interface OrderingPlace {
  location: LocationRow | undefined;
  /** By product code; a code missing is not sold there. */
  sold: ReadonlyMap<string, SoldProduct>;
  extras: ProductExtra[];
  extrasById: ReadonlyMap<number, ProductExtra>;
}

export interface OrderReference {
  /** The reference data of ordering at the location, as of the current reference versions. */
  place(locationId: number): Promise<OrderingPlace>;
}

async function everythingSoldAt(db: Database, locationId: number): Promise<Map<string, SoldProduct>> {
  const rows = await db
    .select(SOLD_COLUMNS)
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .where(soldAtCondition(locationId));
  return new Map(rows.map((row) => [row.product.productCode, soldProductOf(row)]));
}

async function loadPlace(db: Database, locationId: number): Promise<OrderingPlace> {
  const [location, sold, extras] = await Promise.all([locationById(db, locationId), everythingSoldAt(db, locationId), extrasDictionary(db)]);
  return { location, sold, extras, extrasById: new Map(extras.map((extra) => [extra.id, extra])) };
}

/**
 * Reference data of order creation kept in memory per reference version (like the home-wapp answers of
 * server/modules/catalogue/homeCache.ts, with the same version key): every writer of catalogue, locations or
 * extras bumps a version, so an entry built under older versions is never used. Each order then reads
 * only what is its own (ledger, key, counters) inside its transaction. Loads use the database, not the
 * order's transaction: call place() before opening it (PGlite has one connection).
 */
export function cachedOrderReference(db: Database, versions: () => Promise<string>): OrderReference {
  let built: { versions: string; places: Map<number, Promise<OrderingPlace>> } | undefined;
  return {
    async place(locationId) {
      const current = await versions();
      if (built?.versions !== current) built = { versions: current, places: new Map() };
      const places = built.places;
      let place = places.get(locationId);
      if (!place) {
        place = loadPlace(db, locationId);
        places.set(locationId, place);
        // Neither a failed load nor an unknown id is kept: the header's ids must not grow the map.
        const forget = () => places.delete(locationId);
        place.then((loaded) => loaded.location ?? forget(), forget);
      }
      return place;
    },
  };
}
