import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { LOCATION_TYPE, ORDER_STATUS, OrderCreatedSchema, PAYMENT_STATUS, type Language, type OrderCreateBody } from '../../src/api/contract';
import type { CartTotals } from '../../src/domain/cart';
import { ritmitosForPayment } from '../../src/domain/loyalty';
import { isOpenAt } from '../../src/domain/schedule';
import type { Transaction } from '../account/transaction';
import type { AppConfig } from '../config';
import type { Database } from '../db/connect';
import { idempotencyKeys, orderLines, orders } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { loyaltySummary } from '../loyalty/summary';
import { buildCardPaymentForm } from '../payments/cardPayment';
import { amountInCents, newGatewayOrderNumber, orderCodeFor } from './codes';
import { reserveOrderRitmitos } from './ledger';
import { extrasDictionary, locationById, productsSoldAt, type LocationRow, type SoldProduct } from './orderCatalogue';
import { recomputeOrder } from './priceCheck';
import { orderViews } from './serializers';
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

/** The same order request (body and shop) hashes alike; a different one under the same key is a conflict. */
function requestHash(request: CreateOrderRequest): string {
  return createHash('sha256').update(JSON.stringify({ locationId: request.locationId, body: request.body })).digest('base64url');
}

/** Spec §7 pick-up orders are placed at a shop (51002) that is open now. */
async function orderingShop(tx: Transaction, locationId: number, now: Date): Promise<LocationRow> {
  const location = await locationById(tx, locationId);
  if (!location) throw new ApiFailure(400, 'bad_request', 'Choose a shop before ordering.', 'X-Location-Id');
  if (location.typeId !== LOCATION_TYPE.shop) throw new ApiFailure(400, 'bad_request', 'Orders can only be placed at a shop.', 'X-Location-Id');
  if (!isOpenAt(location.schedule, now)) throw new ApiFailure(409, 'shop_closed', SHOP_CLOSED_MESSAGE);
  return location;
}

async function nextOrderId(tx: Transaction): Promise<number> {
  const result = await tx.execute<{ id: number | string }>(sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as { id: number | string }[];
  return Number(rows[0]?.id);
}

async function insertOrder(tx: Transaction, request: CreateOrderRequest, location: LocationRow, sold: ReadonlyMap<string, SoldProduct>, totals: CartTotals, now: Date) {
  const id = await nextOrderId(tx);
  const orderCode = orderCodeFor(location.code, id);
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      customerId: request.customerId,
      locationId: location.id,
      orderCode,
      gatewayOrderNumber: newGatewayOrderNumber(id),
      kind: 'pickup',
      paymentTypeId: request.body.paymentType.id,
      statusId: ORDER_STATUS.pending,
      paymentStatusId: PAYMENT_STATUS.pending,
      totalProducts: totals.totalProducts,
      totalPrice: totals.totalPrice,
      totalPriceNet: totals.totalPriceNet,
      totalPriceVat: totals.totalPriceVat,
      ritmitosUsed: totals.ritmitosUsed,
      ritmitosLoyalty: ritmitosForPayment(totals.totalPrice),
      language: request.language,
      paymentInfo: request.body.paymentInfo,
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
  await reserveOrderRitmitos(tx, request.customerId, totals.ritmitosUsed, orderCode, now);
  return order;
}

/** Runs the order creation proper inside the caller's transaction; the answer to store and send. */
async function placeOrder(tx: Transaction, request: CreateOrderRequest, deps: CreateOrderDeps, now: Date): Promise<OrderCreated> {
  const location = await orderingShop(tx, request.locationId, now);
  const sold = await productsSoldAt(tx, location.id, [...new Set(request.body.products.map((line) => line.code))]);
  const extras = await extrasDictionary(tx);
  const loyalty = await loyaltySummary(tx, request.customerId, now);
  const totals = recomputeOrder(request.body, sold, extras, loyalty);
  const inserted = await insertOrder(tx, request, location, sold, totals, now);
  // Paid wholly in ritmitos: nothing to charge, so it is paid at once.
  if (amountInCents(inserted.totalPrice) === 0) await markOrderPaid(tx, inserted.id, now);
  const [order] = await tx.select().from(orders).where(eq(orders.id, inserted.id));
  if (!order) throw new Error('The order vanished');
  const [view] = await orderViews(tx, [order], request.language);
  if (!view) throw new Error('The order could not be shown');
  const needsCard = order.paymentTypeId === CARD_PAYMENT && order.paymentStatusId !== PAYMENT_STATUS.paid;
  const payment = needsCard
    ? buildCardPaymentForm({ gatewayOrderNumber: order.gatewayOrderNumber, amountCents: amountInCents(order.totalPrice), orderId: order.id, language: order.language, description: order.orderCode }, deps.config)
    : null;
  return { order: view, payment };
}

/**
 * Spec §7 POST /customer/orders with its Idempotency-Key: a customer's order creations run one at a time
 * (a transaction lock per customer, which also keeps two orders from reserving the same ritmitos); a key
 * seen before replays its stored answer when the request is the same and is refused (409) otherwise.
 * Refusals are not stored: nothing was written, so running them again is harmless.
 */
export async function createOrderOnce(request: CreateOrderRequest, deps: CreateOrderDeps): Promise<OrderCreated> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(request.idempotencyKey)) {
    throw new ApiFailure(400, 'bad_request', 'The Idempotency-Key header must be 1–100 visible characters', 'Idempotency-Key');
  }
  const hash = requestHash(request);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('customer-orders'), ${request.customerId}::int)`);
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.customerId, request.customerId), eq(idempotencyKeys.key, request.idempotencyKey)));
    if (stored) {
      if (stored.requestHash !== hash) throw new ApiFailure(409, 'idempotency_conflict', 'This Idempotency-Key was already used for a different order');
      return stored.answer as OrderCreated;
    }
    const answer = await placeOrder(tx, request, deps, deps.now());
    await tx.insert(idempotencyKeys).values({ customerId: request.customerId, key: request.idempotencyKey, requestHash: hash, status: 200, answer, createdAt: deps.now() });
    return answer;
  });
}
