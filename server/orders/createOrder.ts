import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LOCATION_TYPE, ORDER_STATUS, OrderCreatedSchema, PAYMENT_STATUS, type CardPaymentForm, type Language, type OrderCreateBody } from '../../src/api/contract';
import type { CartTotals } from '../../src/domain/cart';
import { ritmitosForPayment } from '../../src/domain/loyalty';
import { isOpenAt } from '../../src/domain/schedule';
import { shopDateOf } from '../../src/domain/shopTime';
import type { Transaction } from '../account/transaction';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { idempotencyKeys, orderLines, orders } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { loyaltySummary } from '../loyalty/summary';
import { amountInCents, newGatewayOrderNumber, orderCodeFor } from './codes';
import { cardFormOf } from './customerOrders';
import { nextDailyNumber } from './dailyNumbers';
import { reserveOrderRitmitos } from './ledger';
import { extrasDictionary, locationById, productsSoldAt, type LocationRow, type SoldProduct } from './orderCatalogue';
import { recomputeOrder } from './priceCheck';
import { orderViews, type OrderRow } from './serializers';
import { markOrderPaid } from './paymentState';

export type OrderCreated = v.InferOutput<typeof OrderCreatedSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
const CARD_PAYMENT = 10005;
export const SHOP_CLOSED_MESSAGE = 'We are closed at the moment, it is not possible to place orders.';

export interface CreateOrderRequest {
  customerId: number;
  idempotencyKey: string;
  locationId: number;
  language: Language;
  body: OrderCreateBody;
}

export interface CreateOrderDeps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'payments'>;
  now: () => Date;
}

/** Spec §7 pick-up orders are placed at a shop (51002) that is open now. */
async function orderingShop(tx: Transaction, locationId: number, now: Date): Promise<LocationRow> {
  const location = await locationById(tx, locationId);
  if (!location) throw new ApiFailure(400, 'bad_request', 'Choose a shop before ordering.', 'X-Location-Id');
  if (location.typeId !== LOCATION_TYPE.shop) throw new ApiFailure(400, 'bad_request', 'Orders can only be placed at a shop.', 'X-Location-Id');
  if (!isOpenAt(location.schedule, now, location.timeZone)) throw new ApiFailure(409, 'shop_closed', SHOP_CLOSED_MESSAGE);
  return location;
}

async function nextOrderId(tx: Transaction): Promise<number> {
  const result = await tx.execute<{ id: number | string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as { id: number | string }[];
  return Number(rows[0]?.id);
}

/** A priced order ready to store: pick-up at a shop, or delivery from ONLINE to an address snapshot. */
export interface NewOrder {
  customerId: number;
  language: Language;
  body: OrderCreateBody;
  location: LocationRow;
  sold: ReadonlyMap<string, SoldProduct>;
  totals: CartTotals;
  kind: OrderRow['kind'];
  statusId: number;
  deliveryAddress?: OrderRow['deliveryAddress'] | undefined;
}

/** Stores the order and its lines and reserves its ritmitos (spec §9). */
export async function insertOrder(tx: Transaction, draft: NewOrder, now: Date): Promise<OrderRow> {
  const { body, location, sold, totals } = draft;
  const id = await nextOrderId(tx);
  const orderCode = orderCodeFor(location.code, id);
  const shopDate = shopDateOf(now, location.timeZone);
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      customerId: draft.customerId,
      locationId: location.id,
      orderCode,
      shopDate,
      gatewayOrderNumber: newGatewayOrderNumber(id),
      kind: draft.kind,
      paymentTypeId: body.paymentType.id,
      statusId: draft.statusId,
      paymentStatusId: PAYMENT_STATUS.pending,
      totalProducts: totals.totalProducts,
      totalPrice: totals.totalPrice,
      totalPriceNet: totals.totalPriceNet,
      totalPriceVat: totals.totalPriceVat,
      ritmitosUsed: totals.ritmitosUsed,
      ritmitosLoyalty: ritmitosForPayment(totals.totalPrice),
      transportPrice: totals.transport?.price ?? 0,
      deliveryAddress: draft.deliveryAddress ?? null,
      language: draft.language,
      paymentInfo: body.paymentInfo,
      createdAt: now,
      statusChangedAt: now,
    })
    .returning();
  if (!order) throw new Error('The order was not stored');
  await tx.insert(orderLines).values(
    totals.lines.map((line, position) => ({
      orderId: id,
      position,
      productCode: line.productCode,
      title: (sold.get(line.productCode) as SoldProduct).product.title,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      price: line.price,
      priceNet: line.priceNet,
      priceVat: line.priceVat,
      priceBase: line.priceBase,
      vatTypeId: line.vatTypeId,
      ritmitosUsed: line.ritmitosUsed,
      preferences: line.preferences,
      notes: line.notes,
    })),
  );
  await reserveOrderRitmitos(tx, draft.customerId, totals.ritmitosUsed, orderCode, now);
  return order;
}

/**
 * After storing: an order paid wholly in ritmitos has nothing to charge, so it is paid at once; a card
 * order still unpaid gets its gateway form. Returns the order as it now stands.
 */
export async function settleNewOrder(tx: Transaction, inserted: OrderRow, deps: CreateOrderDeps, now: Date): Promise<{ order: OrderRow; payment: CardPaymentForm | null }> {
  if (amountInCents(inserted.totalPrice) === 0) await markOrderPaid(tx, inserted.id, now);
  const [order] = await tx.select().from(orders).where(eq(orders.id, inserted.id));
  if (!order) throw new Error('The order vanished');
  const needsCard = order.paymentTypeId === CARD_PAYMENT && order.paymentStatusId !== PAYMENT_STATUS.paid;
  return { order, payment: needsCard ? cardFormOf(order, deps.config) : null };
}

/** Runs the order creation proper inside the caller's transaction; the answer to store and send. */
async function placeOrder(tx: Transaction, request: CreateOrderRequest, deps: CreateOrderDeps, now: Date): Promise<OrderCreated> {
  const location = await orderingShop(tx, request.locationId, now);
  const sold = await productsSoldAt(tx, location.id, [...new Set(request.body.products.map((line) => line.code))]);
  const extras = await extrasDictionary(tx);
  const loyalty = await loyaltySummary(tx, request.customerId, now);
  const totals = recomputeOrder(request.body, sold, extras, loyalty);
  const draft = { customerId: request.customerId, language: request.language, body: request.body, location, sold, totals, kind: 'pickup', statusId: ORDER_STATUS.pending } as const;
  const { order, payment } = await settleNewOrder(tx, await insertOrder(tx, draft, now), deps, now);
  const [view] = await orderViews(tx, [order], request.language);
  if (!view) throw new Error('The order could not be shown');
  // Last, because the shop's counter row stays locked until commit: every order of the shop waits on it.
  const dailyNumber = await nextDailyNumber(tx, location.id, order.shopDate ?? shopDateOf(now, location.timeZone));
  await tx.update(orders).set({ dailyNumber }).where(eq(orders.id, order.id));
  return { order: { ...view, dailyNumber }, payment };
}

/** Who creates an order under which key, and what identifies the request (its hash input). */
export interface OnceRequest {
  customerId: number;
  idempotencyKey: string;
  request: unknown;
}

/**
 * Spec §7 order creation with its Idempotency-Key (pick-up and delivery alike): a customer's order
 * creations run one at a time (a transaction lock per customer, which also keeps two orders from
 * reserving the same ritmitos); a key seen before replays its stored answer when the request is the same
 * and is refused (409) otherwise. Refusals are not stored: nothing was written, so running them again is harmless.
 */
export async function runOrderCreationOnce<T>(db: Database, once: OnceRequest, now: () => Date, place: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(once.idempotencyKey)) {
    throw new ApiFailure(400, 'bad_request', 'The Idempotency-Key header must be 1–100 visible characters', 'Idempotency-Key');
  }
  const hash = createHash('sha256').update(JSON.stringify(once.request)).digest('base64url');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer-orders'), ${once.customerId}::int)`);
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, once.customerId), eq(idempotencyKeys.key, once.idempotencyKey)));
    if (stored) {
      if (stored.requestHash !== hash) throw new ApiFailure(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different order');
      return stored.answer as T;
    }
    const answer = await place(tx);
    await tx.insert(idempotencyKeys).values({ customerId: once.customerId, key: once.idempotencyKey, requestHash: hash, status: 200, answer, createdAt: now() });
    return answer;
  });
}

/** Spec §7 POST /customer/orders: a pick-up order, created once per Idempotency-Key. */
export async function createOrderOnce(request: CreateOrderRequest, deps: CreateOrderDeps): Promise<OrderCreated> {
  // The same order request (body and shop) hashes alike; a different one under the same key is a conflict.
  const once = { customerId: request.customerId, idempotencyKey: request.idempotencyKey, request: { locationId: request.locationId, body: request.body } };
  return runOrderCreationOnce(deps.db, once, deps.now, (tx) => placeOrder(tx, request, deps, deps.now()));
}
