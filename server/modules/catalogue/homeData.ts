import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { LOCATION_TYPE, type HomeData, type Language, type ProductGroup } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { appSettings, categories, locationProducts, locations, products } from '../../platform/db/schema';
import { localizeMenus, pick } from './localize';
import { photoKeysByProduct } from './photos/photosByProduct';
import { productView } from './productView';
import { atShopPrice } from './shopPrice';

type LocationRow = typeof locations.$inferSelect;

/** Location codes are matched case-insensitively: the app keeps them upper-cased (local storage). */
export async function findLocation(db: Database, code: string): Promise<LocationRow | undefined> {
  const [row] = await db
    .select()
    .from(locations)
    .where(eq(sql`lower(${locations.code})`, code.toLowerCase()))
    .limit(1);
  return row;
}

/**
 * What the location sells, in category order then product order. Home delivery sells only goods that travel;
 * archived products are sold nowhere.
 */
async function productsSoldAt(db: Database, location: LocationRow) {
  const onlyDeliverable = location.typeId === LOCATION_TYPE.homeDelivery;
  return db
    .select({
      product: products,
      categoryTitle: categories.title,
      deliverable: categories.deliverable,
      locationStock: locationProducts.stockCurrent,
      locationPrice: locationProducts.price,
    })
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(locationProducts.locationId, location.id), isNull(products.archivedAt), onlyDeliverable ? eq(categories.deliverable, true) : undefined))
    .orderBy(asc(categories.sort), asc(categories.id), asc(products.sort), asc(products.productCode));
}

function groupByCategory(rows: Awaited<ReturnType<typeof productsSoldAt>>, photoKeys: Map<string, string[]>, language: Language): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.categoryId !== row.product.categoryId) {
      group = { categoryId: row.product.categoryId, title: pick(row.categoryTitle, language), items: [] };
      groups.push(group);
    }
    const stockCurrent = row.locationStock ?? row.product.stockCurrent;
    const keys = photoKeys.get(row.product.productCode) ?? [];
    group.items.push(
      productView({ product: atShopPrice(row.product, row.locationPrice), deliverable: row.deliverable, stockCurrent, photoKeys: keys }, language),
    );
  }
  return groups;
}

function productIndexes(groups: ProductGroup[]) {
  const productsRating: HomeData['productsRating'] = {};
  const productsDic: HomeData['productsDic'] = {};
  groups.forEach((group, groupIndex) =>
    group.items.forEach((item, itemIndex) => {
      productsRating[item.productCode] = item.rating;
      productsDic[item.productCode] = { categoryId: group.categoryId, groupIndex, itemIndex, rating: item.rating };
    }),
  );
  return { productsRating, productsDic };
}

/** What home data says of the server's own configuration rather than of the catalogue. */
export interface ServerFeatures {
  /** OpenID Connect settings are present: /login/gs/home can start a social sign-in. */
  socialSignIn: boolean;
}

/** App data of one location (GET /customer/{code}/home-wapp); undefined for an unknown code. */
export async function loadHomeData(db: Database, code: string, language: Language, features: ServerFeatures): Promise<HomeData | undefined> {
  const location = await findLocation(db, code);
  if (!location) return undefined;
  const [rows, [settings]] = await Promise.all([productsSoldAt(db, location), db.select().from(appSettings).where(eq(appSettings.id, 1)).limit(1)]);
  const photoKeys = await photoKeysByProduct(
    db,
    rows.map((row) => row.product.productCode),
  );
  const groups = groupByCategory(rows, photoKeys, language);
  return {
    location: { id: location.id, code: location.code, name: pick(location.name, language), typeId: location.typeId, timeZone: location.timeZone },
    menus: localizeMenus(location.menus, language),
    products: groups,
    ...productIndexes(groups),
    // The same for everyone: a signed-in customer's purchases are laid over it (server/modules/orders/purchases.ts).
    productsPurchased: {},
    schedule: location.schedule,
    legal: location.legal,
    config: {
      showAddress: settings?.showAddress ?? true,
      featureFlags: settings?.featureFlags ?? { menu_delivery_orders: false, menu_address: false },
      socialSignIn: features.socialSignIn,
    },
  };
}
