import { asc, inArray } from 'drizzle-orm';
import type { Language, Order, ProductExtra } from '../../../src/api/contract';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { priceLine, type Preference } from '../../../src/domain/pricing/pricing';
import { shopClockTime, shopTimeZone } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { pick } from '../catalogue/localize';
import { locations, orderLines, type orders } from '../../platform/db/schema';
import { waitEstimator } from './shopWait';
import { describeExtras } from './extrasText';
import { extrasDictionary } from './orderCatalogue';
import { orderStatusOf, paymentStatusOf } from './statusNames';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** The lines of the given orders, grouped by order id in their position order. */
export async function linesOfOrders(db: Executor, orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
  const grouped = new Map<number, OrderLineRow[]>();
  if (orderIds.length === 0) return grouped;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const row of rows) grouped.set(row.orderId, [...(grouped.get(row.orderId) ?? []), row]);
  return grouped;
}

/** The code and time zone of each named location. */
async function locationsOf(db: Executor, locationIds: number[]): Promise<{ id: number; code: string; timeZone: string }[]> {
  if (locationIds.length === 0) return [];
  return db
    .select({ id: locations.id, code: locations.code, timeZone: locations.timeZone })
    .from(locations)
    .where(inArray(locations.id, [...new Set(locationIds)]));
}

export async function locationCodes(db: Executor, locationIds: number[]): Promise<Map<number, string>> {
  const rows = await locationsOf(db, locationIds);
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The extras a line was ordered with, as choices (what "Order again" puts back in the cart). */
export function lineChoices(line: Pick<OrderLineRow, 'preferences'>): Array<{ extraId: number; value: string }> {
  return (line.preferences as Preference[]).map(({ extraId, value }) => ({ extraId, value }));
}

export interface OrderViewContext {
  language: Language;
  dictionary: ReadonlyMap<number, ProductExtra>;
  lines: ReadonlyMap<number, OrderLineRow[]>;
  locationCodes: ReadonlyMap<number, string>;
  /** The shops' time zones, for the pick-up time on the shop's clock (the seed's zone when missing). */
  timeZones?: ReadonlyMap<number, string>;
  /** The shop's real wait for an order of this size (src/domain/schedule/prepTime.ts); the default rule (3 minutes a product, 5 to 15) when absent. */
  waitFor?: (locationId: number, totalProducts: number) => number | undefined;
}

/** What the customer's QR shows the counter: the order's id and its random secret. */
export function qrTextOf(order: Pick<OrderRow, 'id' | 'qrSecret'>): string {
  return JSON.stringify({ orderId: order.id, secret: order.qrSecret });
}

/** Order in the request's language: status names, the wait estimate, the extras in words. */
export function orderView(order: OrderRow, context: OrderViewContext): Order {
  const { language } = context;
  return {
    orderId: order.id,
    orderNumber: order.gatewayOrderNumber,
    orderCode: order.orderCode,
    dailyNumber: order.dailyNumber,
    orderDate: order.createdAt.toISOString(),
    locationCode: context.locationCodes.get(order.locationId) ?? '',
    paymentType: { id: order.paymentTypeId },
    orderStatus: orderStatusOf(order.statusId, language),
    paymentStatus: paymentStatusOf(order.paymentStatusId, language),
    totalPrice: order.totalPrice,
    totalPriceNet: order.totalPriceNet,
    totalPriceVat: order.totalPriceVat,
    totalProducts: order.totalProducts,
    ritmitosUsed: order.ritmitosUsed,
    ritmitosLoyalty: order.ritmitosLoyalty,
    transport: { price: order.transportPrice },
    waitMinutes: context.waitFor?.(order.locationId, order.totalProducts) ?? waitMinutes(order.totalProducts),
    pickupAt: order.pickupAt?.toISOString() ?? null,
    pickupTime: order.pickupAt ? shopClockTime(order.pickupAt, shopTimeZone({ timeZone: context.timeZones?.get(order.locationId) })) : null,
    ...(order.kind === 'pickup' ? { qrText: qrTextOf(order) } : {}),
    products: (context.lines.get(order.id) ?? []).map((line) => ({
      code: line.productCode,
      title: pick(line.title, language),
      quantity: line.quantity,
      unitPrice: priceLine({ price: line.unitPrice, vatType: { id: line.vatTypeId } }, line.preferences as Preference[], line.quantity).unitPrice,
      price: line.price,
      priceVat: line.priceVat,
      ritmitosUsed: line.ritmitosUsed,
      extrasDescription: describeExtras(line.preferences as Preference[], context.dictionary, language),
      choices: lineChoices(line),
      notes: line.notes,
    })),
  };
}

/** The orders in the contract's shape, with everything they refer to loaded in three queries. */
export async function orderViews(db: Executor, rows: OrderRow[], language: Language, now = new Date()): Promise<Order[]> {
  const [dictionary, lines, places] = await Promise.all([
    extrasDictionary(db),
    linesOfOrders(
      db,
      rows.map((row) => row.id),
    ),
    locationsOf(
      db,
      rows.map((row) => row.locationId),
    ),
  ]);
  const context = {
    language,
    dictionary: new Map(dictionary.map((extra) => [extra.id, extra])),
    lines,
    locationCodes: new Map(places.map((place) => [place.id, place.code])),
    timeZones: new Map(places.map((place) => [place.id, place.timeZone])),
    waitFor: await waitEstimator(db, places, now),
  };
  return rows.map((row) => orderView(row, context));
}
