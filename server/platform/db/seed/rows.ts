import type { ExtraPrice } from '../../../../src/api/contract';
import { splitGross } from '../../../../src/domain/pricing/pricing';
import type * as schema from '../schema';
import type { SeedCategory, SeedCity, SeedExtra, SeedLocation, SeedPage, SeedProduct, SeedProvince, SeedRecipe, SeedSettings, SeedTransport } from './types';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type ProductRow = Insert<typeof schema.products>;
type LocationRow = Insert<typeof schema.locations>;
type LocationProductRow = Insert<typeof schema.locationProducts>;

/** Rows of the catalogue tables from the seed shapes (server/platform/db/seed/types.ts); one builder per table. */
export const categoryRow = ({ id, title, sort, deliverable }: SeedCategory): Insert<typeof schema.categories> => ({ id, title, sort, deliverable });

export const extraRow = ({ id, extraType, titles, list, extras, value }: SeedExtra): Insert<typeof schema.productExtras> => ({
  id,
  extraType,
  titles,
  list,
  extras,
  value,
});

export const pageRow = ({ code, title, subtitle, items }: SeedPage): Insert<typeof schema.pages> => ({ code, title, subtitle, items });

export const provinceRow = ({ code, name }: SeedProvince): Insert<typeof schema.provinces> => ({ code, name });

export const cityRow = ({ code, provinceCode, name }: SeedCity): Insert<typeof schema.cities> => ({ code, provinceCode, name });

export const transportRow = ({ provinceCode, cityCode, active, conf }: SeedTransport): Insert<typeof schema.transportConfigs> => ({
  provinceCode,
  cityCode,
  active,
  conf,
});

/** The drawn photo's motif is not stored: the media routes read it from the demo data. */
export const recipeRow = ({ art: _art, ...recipe }: SeedRecipe): Insert<typeof schema.recipes> => recipe;

export const settingsRow = ({ featureFlags, showAddress }: SeedSettings): Insert<typeof schema.appSettings> => ({ id: 1, featureFlags, showAddress });

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
    ...(product.mayContain ? { mayContain: product.mayContain } : {}),
    rating: product.rating,
    ratingCount: product.ratingCount,
    extraIds: product.extras,
    extrasPrice: extrasPriceRow(product.extrasPrice, product.vatTypeId),
    isOneGoods: product.isOneGoods,
    stockCurrent: product.stockCurrent,
    sort: product.sort,
    withdrawalException: product.withdrawalException ?? null,
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

/**
 * The products a location sells, at its own price where it names one; a code missing from the catalogue is a
 * data error worth stopping for.
 */
export function locationProductRows(location: SeedLocation, knownCodes: ReadonlySet<string>): LocationProductRow[] {
  return [...new Set(location.productCodes)].map((productCode) => {
    if (!knownCodes.has(productCode)) throw new Error(`Seed: location ${location.code} lists unknown product ${productCode}`);
    return { locationId: location.id, productCode, stockCurrent: null, price: location.prices?.[productCode] ?? null };
  });
}

/** Splits rows so one INSERT stays well under PostgreSQL's 65,535 bound parameters. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size));
  return result;
}
