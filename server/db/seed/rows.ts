import type { ExtraPrice } from '../../../src/api/contract';
import { splitGross } from '../../../src/domain/pricing';
import type * as schema from '../schema';
import type { SeedLocation, SeedProduct } from './types';

type ProductRow = typeof schema.products.$inferInsert;
type LocationRow = typeof schema.locations.$inferInsert;
type LocationProductRow = typeof schema.locationProducts.$inferInsert;

/** Net and VAT of every extra option, derived from its gross price with the product's VAT type. */
export function extrasPriceRow(extrasPrice: Record<string, number>, vatTypeId: number): Record<string, ExtraPrice> {
  const priced: Record<string, ExtraPrice> = {};
  for (const [key, gross] of Object.entries(extrasPrice)) {
    const { price, priceNet } = splitGross(gross, vatTypeId);
    // No offers in the catalogue yet: the offer equals the price, so the price applies.
    priced[key] = { price, priceNet, priceOffer: price, priceOfferNet: priceNet, priceBase: price };
  }
  return priced;
}

export function productRow(product: SeedProduct): ProductRow {
  const { price, priceNet, priceVat } = splitGross(product.price, product.vatTypeId);
  return {
    productCode: product.productCode,
    categoryId: product.categoryId,
    title: product.title,
    description: product.description,
    descriptionLong: product.descriptionLong,
    price,
    priceNet,
    priceVat,
    priceOld: product.priceOld,
    vatTypeId: product.vatTypeId,
    tags: product.tags,
    allergens: product.allergens,
    rating: product.rating,
    ratingCount: product.ratingCount,
    extraIds: product.extras,
    extrasPrice: extrasPriceRow(product.extrasPrice, product.vatTypeId),
    isOneGoods: product.isOneGoods,
    stockCurrent: product.stockCurrent,
    sort: product.sort,
  };
}

export function locationRow(location: SeedLocation): LocationRow {
  return {
    id: location.id,
    code: location.code,
    name: location.name,
    typeId: location.typeId,
    latitude: location.latitude,
    longitude: location.longitude,
    address: location.address,
    schedule: location.schedule,
    timeZone: location.timeZone,
    legal: location.legal,
    menus: location.menus,
    sort: location.sort,
  };
}

/** The products a location sells; a code missing from the catalogue is a data error worth stopping for. */
export function locationProductRows(location: SeedLocation, knownCodes: ReadonlySet<string>): LocationProductRow[] {
  return [...new Set(location.productCodes)].map((productCode) => {
    if (!knownCodes.has(productCode)) throw new Error(`Seed: location ${location.code} lists unknown product ${productCode}`);
    return { locationId: location.id, productCode, stockCurrent: null };
  });
}

/** Splits rows so one INSERT stays well under PostgreSQL's 65,535 bound parameters. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
