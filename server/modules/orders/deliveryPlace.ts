import { and, eq, inArray } from 'drizzle-orm';
import { LOCATION_TYPE, type Language, type OrderCreateBody } from '../../../src/api/contract';
import type { PriceCartOptions } from '../../../src/domain/orders/cart';
import { isOpenAt } from '../../../src/domain/schedule/schedule';
import type { Executor } from '../../platform/db/transaction';
import { addressPlaceColumns } from '../people/addresses';
import { pick } from '../catalogue/localize';
import { HOME_DELIVERY_CODE } from '../catalogue/locationList';
import { addresses, categories, cities, locations, products, provinces } from '../../platform/db/schema';
import { transportConfigFor } from '../geo/transportPrice';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import { SHOP_CLOSED_MESSAGE } from './createOrder';
import type { LocationRow } from './orderCatalogue';
import type { OrderRow } from './serializers';

export type DeliveryAddressSnapshot = NonNullable<OrderRow['deliveryAddress']>;

/**
 * The home-delivery location (type 51006, code ONLINE), whatever shop the app has chosen; its
 * schedule is the only opening-hours rule delivery orders follow.
 */
export async function homeDeliveryLocation(db: Executor, now: Date): Promise<LocationRow> {
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.code, HOME_DELIVERY_CODE), eq(locations.typeId, LOCATION_TYPE.homeDelivery)));
  if (!location) throw new ApiFailure(503, 'no_delivery_here', 'Home delivery is not available.');
  if (!isOpenAt(location.schedule, now, location.timeZone)) throw new ApiFailure(409, 'shop_closed', SHOP_CLOSED_MESSAGE);
  return location;
}

/**
 * Prepared drinks and pastries are not delivered: every product of the order must belong to a
 * deliverable category, else 400 naming the first one that is not. Unknown codes are left to the price check.
 */
export async function checkDeliverable(db: Executor, body: OrderCreateBody, language: Language): Promise<void> {
  const codes = [...new Set(body.products.map((line) => line.code))];
  if (codes.length === 0) return;
  const rows = await db
    .select({ productCode: products.productCode, title: products.title, deliverable: categories.deliverable })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(products.productCode, codes));
  const byCode = new Map(rows.map((row) => [row.productCode, row]));
  body.products.forEach((line, index) => {
    const row = byCode.get(line.code);
    if (row && !row.deliverable) {
      const name = pick(row.title, language);
      const message = {
        es: `${name} no se puede enviar a domicilio.`,
        en: `${name} cannot be delivered to your home.`,
        ca: `${name} no es pot enviar a domicili.`,
      }[language];
      throw new ApiFailure(400, 'not_deliverable', message, `products.${index}.code`);
    }
  });
}

/** The customer's own address as it is now, with the place names from the server's tables (else 404). */
export async function deliveryAddressOf(db: Executor, customerId: number, addressId: number): Promise<DeliveryAddressSnapshot> {
  const [row] = await db
    .select(addressPlaceColumns)
    .from(addresses)
    .innerJoin(cities, eq(cities.code, addresses.cityCode))
    .innerJoin(provinces, eq(provinces.code, addresses.provinceCode))
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)));
  if (!row) throw notFound('Address not found');
  return row;
}

/** The transport of an address: its city's configuration, else its province's; none or inactive → 400. */
export async function deliveryTransport(db: Executor, address: DeliveryAddressSnapshot): Promise<NonNullable<PriceCartOptions['transport']>> {
  const config = await transportConfigFor(db, address.provinceCode, address.cityCode);
  if (!config?.active) throw new ApiFailure(400, 'no_delivery_here', `We do not deliver to ${address.cityName} yet.`, 'address.addressId');
  return { active: true, conf: config.conf };
}
