import { createHash, randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import {
  LOCATION_TYPE,
  ORDER_STATUS,
  OrderCreatedSchema,
  PAYMENT_STATUS,
  type CardPaymentForm,
  type Language,
  type LoyaltySummary,
  type OrderCreateBody,
} from '../../../src/api/contract';
import { activePause, extraWaitNow, slotHasRoom, slotOfOrder } from '../../../src/domain/availability/availability';
import { waitMinutes, type CartTotals } from '../../../src/domain/orders/cart';
import { countedUnits, type CountedUnits } from '../../../src/domain/availability/orderAvailability';
import { ritmitosForPayment } from '../../../src/domain/loyalty/loyalty';
import { paysByRedirect } from '../../../src/domain/pricing/paymentMethods';
import { openForAsap } from '../../../src/domain/schedule/asapOpen';
import { isOpenAt } from '../../../src/domain/schedule/schedule';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Transaction } from '../../platform/db/transaction';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { customers, orderLines, orders } from '../../platform/db/schema';
import type { StockTaken } from '../../platform/db/tables/orders';
import { fiscalDetailsMissing } from '../fiscal/fiscalDetails';
import { ApiFailure } from '../../platform/http/envelope';
import { assertPaymentTypeOffered } from '../payments/paymentTypes';
import { rememberAnswer, replayOf, storedRunOnceJson, type RunOnceKey, type StoredRunOnce } from '../../platform/http/runOnce';
import { rowsOf, statementsInOrder, type Rows } from '../../platform/db/rawStatements';
import { ledgerJson, summaryOfLedgerJson } from '../loyalty/summary';
import { amountInCents, newGatewayOrderNumber, orderCodeFor } from './codes';
import { cardFormOf } from './customerOrders';
import { raiseDailyCounter } from './dailyNumbers';
import { reserveOrderRitmitos, reserveRitmitosStatement } from './ledger';
import { availabilityColumns, availabilityOfRow, refuseSoldOutLines, refuseWhilePaused, type ShopAvailabilityNow } from './orderAvailability';
import type { LocationRow, SoldProduct } from './orderCatalogue';
import { takeStockStatements, stockTakenFrom } from './orderStock';
import { lockAndCountSlot, slotFullRefusal, takenOf } from './pickupSlotCount';
import { recordAvailabilityChange } from '../availability/log';
import type { OrderingPlace, OrderReference } from './orderReference';
import { recomputeOrder } from './priceCheck';
import { chosenPickupTime } from './pickupChoice';
import { orderView, orderViews, type OrderLineRow, type OrderRow } from './serializers';
import { markOrderPaid } from './paymentState';

export type OrderCreated = v.InferOutput<typeof OrderCreatedSchema>;

export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;
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
  config: Pick<AppConfig, 'publicUrl' | 'payments' | 'referralMinOrderCents' | 'verifactu'>;
  now: () => Date;
}

/**
 * Pick-up orders are placed at a shop (51002) that is open now; one for a later time
 * may be placed while it is closed, its time being checked against today's later opening ranges.
 */
function orderingShop(location: LocationRow | undefined, now: Date, scheduled: boolean): LocationRow {
  if (!location) throw new ApiFailure(400, 'bad_request', 'Choose a shop before ordering.', 'X-Location-Id');
  if (location.typeId !== LOCATION_TYPE.shop) throw new ApiFailure(400, 'bad_request', 'Orders can only be placed at a shop.', 'X-Location-Id');
  if (!scheduled && !isOpenAt(location.schedule, now, location.timeZone)) throw new ApiFailure(409, 'shop_closed', SHOP_CLOSED_MESSAGE);
  return location;
}

async function nextOrderId(tx: Transaction): Promise<number> {
  const rows = await rowsOf<{ id: number | string }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
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
  /** The checked pick-up time; null or absent for "as soon as possible". */
  pickupAt?: Date | null | undefined;
  /** The customer asked for a full invoice with their stored fiscal details. */
  fullInvoice?: boolean | undefined;
  /** The pick-up slot the order counts in (see pickupSlotCount.ts); absent for delivery. */
  pickupSlot?: Date | undefined;
  /** The units of single goods the order takes from the stock (see orderStock.ts). */
  units?: readonly CountedUnits[] | undefined;
}

/** The order row as stored (and as the answer shows it), before its daily number is given. */
function newOrderRow(draft: NewOrder, id: number, now: Date): OrderRow {
  const { body, location, totals } = draft;
  return {
    id,
    customerId: draft.customerId,
    locationId: location.id,
    orderCode: orderCodeFor(location.code, id),
    shopDate: shopDateOf(now, location.timeZone),
    dailyNumber: null,
    gatewayOrderNumber: newGatewayOrderNumber(id),
    qrSecret: randomBytes(16).toString('hex'),
    movedByPersonAt: null,
    kind: draft.kind,
    paymentTypeId: body.paymentType.id,
    fullInvoice: draft.fullInvoice ?? false,
    statusId: draft.statusId,
    paymentStatusId: PAYMENT_STATUS.pending,
    totalProducts: totals.totalProducts,
    totalPrice: totals.totalPrice,
    totalPriceNet: totals.totalPriceNet,
    totalPriceVat: totals.totalPriceVat,
    vatRates: totals.vat.rates,
    ritmitosUsed: totals.ritmitosUsed,
    ritmitosLoyalty: ritmitosForPayment(totals.totalPrice),
    transportPrice: totals.transport?.price ?? 0,
    transportVatTypeId: totals.transport?.vatTypeId ?? null,
    deliveryAddress: draft.deliveryAddress ?? null,
    language: draft.language,
    paymentInfo: body.paymentInfo,
    pickupAt: draft.pickupAt ?? null,
    createdAt: now,
    paidAt: null,
    statusChangedAt: now,
    cancelledAt: null,
    walletChargeStartedAt: null,
    pickupSlot: draft.pickupSlot ?? null,
    stockTaken: null,
  };
}

/** The order's lines as stored, in the order's line order. */
function newOrderLines(draft: NewOrder, orderId: number): OrderLineRow[] {
  return draft.totals.lines.map((line, position) => ({
    id: 0,
    orderId,
    position,
    productCode: line.productCode,
    title: (draft.sold.get(line.productCode) as SoldProduct).product.title,
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
  }));
}

const storedLine = ({ id: _serial, ...line }: OrderLineRow) => line;

/** Stores the order and its lines, takes its units of single goods and reserves its ritmitos. */
export async function insertOrder(tx: Transaction, draft: NewOrder, now: Date): Promise<OrderRow> {
  const id = await nextOrderId(tx);
  const row = newOrderRow(draft, id, now);
  const take = takeStockStatements(row.locationId, row.orderCode, draft.units ?? [], now);
  const stockTaken = take.length > 0 ? stockTakenFrom((await statementsInOrder(tx, take)).at(-1) ?? [], draft.body.products) : null;
  const [order] = await tx
    .insert(orders)
    .values({ ...row, stockTaken })
    .returning();
  if (!order) throw new Error('The order was not stored');
  await tx.insert(orderLines).values(newOrderLines(draft, id).map(storedLine));
  await reserveOrderRitmitos(tx, draft.customerId, draft.totals.ritmitosUsed, order.orderCode, now);
  return order;
}

/**
 * After storing: an order paid wholly in ritmitos has nothing to charge, so it is paid at once; a card
 * or Bizum order still unpaid gets its gateway form. Returns the order as it now stands.
 */
export async function settleNewOrder(
  tx: Transaction,
  inserted: OrderRow,
  deps: CreateOrderDeps,
  now: Date,
): Promise<{ order: OrderRow; payment: CardPaymentForm | null }> {
  if (amountInCents(inserted.totalPrice) === 0)
    await markOrderPaid(tx, inserted.id, now, { referralMinOrderCents: deps.config.referralMinOrderCents, issuer: deps.config.verifactu });
  const [order] = await tx.select().from(orders).where(eq(orders.id, inserted.id));
  if (!order) throw new Error('The order vanished');
  const needsCard = paysByRedirect(order.paymentTypeId) && order.paymentStatusId !== PAYMENT_STATUS.paid;
  return { order, payment: needsCard ? cardFormOf(order, deps.config) : null };
}

/** What a pick-up order reads under its customer's lock, with the key's stored row (one statement). */
interface PickupReadings {
  loyalty: LoyaltySummary;
  orderId: number;
  hasFiscalDetails: boolean;
  /** The shop's sold-out entries and controls, as they are now. */
  availability: ShopAvailabilityNow;
}

/** Whether the customer has fiscal details stored, as a column of the order's reading statement. */
export function hasFiscalDetailsColumn(customerId: number): SQL {
  return sql`exists (select 1 from ${customers} where ${customers.id} = ${customerId} and ${customers.fiscal} is not null)`;
}

function pickupReads(customerId: number, locationId: number, now: Date): OrderReads<PickupReadings> {
  return {
    columns: sql`${ledgerJson(customerId)} as ledger, nextval(pg_get_serial_sequence('orders', 'id')) as order_id, ${hasFiscalDetailsColumn(customerId)} as has_fiscal, ${availabilityColumns(locationId, now)}`,
    parse: (row) => ({
      loyalty: summaryOfLedgerJson(row.ledger, customerId, now),
      orderId: Number(row.order_id),
      hasFiscalDetails: row.has_fiscal === true,
      availability: availabilityOfRow(row),
    }),
  };
}

/** The order's run-once key, and how the order's statements reach the database (see statementsInOrder). */
export interface RememberIn {
  once: RunOnceKey;
  requestHash: string;
  /** Sends statements in order inside the transaction (at once, as prepared statements, on PostgreSQL). */
  run(statements: readonly SQL[]): Promise<Rows[]>;
}

/**
 * Writes the whole pick-up order in one statement: the shop day's counter raised (daily number),
 * the order with that number, its lines, the ritmitos it reserves and, given the `answer`, its remembered
 * answer with the number set into it by the database. One statement is one round trip and one parse; the counter
 * row, locked until commit and waited on by every order of the shop, is taken as late as possible.
 * Data-modifying CTEs all run, whether or not the final select reads them; foreign keys are checked at the
 * statement's end, when the order row exists.
 */
async function writeNumberedOrder(
  tx: Transaction,
  row: OrderRow,
  lines: OrderLineRow[],
  ritmitosUsed: number,
  now: Date,
  channel: RememberIn,
  answer?: OrderCreated,
): Promise<number> {
  const counter = raiseDailyCounter(tx, row.locationId, row.shopDate as string);
  const order = tx
    .insert(orders)
    .values({ ...row, dailyNumber: sql`(select last_number from daily_counter)` })
    .returning({ dailyNumber: orders.dailyNumber });
  const written = tx.insert(orderLines).values(lines.map(storedLine));
  const reservation =
    ritmitosUsed > 0 ? sql`, reserved as (${reserveRitmitosStatement(tx, row.customerId, ritmitosUsed, row.orderCode, now).getSQL()})` : sql``;
  const { customerId, scope, key } = channel.once;
  const remembered = answer
    ? sql`, remembered as (insert into run_once (customer_id, scope, key, request_hash, status, answer, created_at)
      select ${customerId}, ${scope}, ${key}, ${channel.requestHash}, 200, jsonb_set(${JSON.stringify(answer)}::jsonb, '{order,dailyNumber}', to_jsonb(placed.daily_number)), ${now.toISOString()}::timestamptz
      from placed on conflict do nothing)`
    : sql``;
  const statement = sql`with daily_counter as (${counter.getSQL()}), placed as (${order.getSQL()}), placed_lines as (${written.getSQL()})${reservation}${remembered} select daily_number from placed`;
  const [rows = []] = await channel.run([statement]);
  const dailyNumber = rows[0]?.daily_number;
  if (typeof dailyNumber !== 'number') throw new Error('No daily number was given');
  return dailyNumber;
}

/** What a pick-up order claims before it is written: its place in its slot and its units of single goods. */
interface Claim {
  row: OrderRow;
  location: LocationRow;
  units: readonly CountedUnits[];
  capacity: number | null;
  /** The order's wait and the shop's extra wait, in minutes. */
  wait: number;
  extraWait: number;
  availability: ShopAvailabilityNow;
  lines: OrderCreateBody['products'];
  language: Language;
}

/**
 * The slot's lock and count (when the shop caps its slots) and the stock taking (when the order has single
 * goods), sent together in one round trip; nothing is sent for an order that needs neither. A full slot
 * is refused with the next free time (409 `slot_full`), too few units with the lines named (409
 * `product_unavailable`); the transaction then rolls back whatever the other statements did.
 */
async function claimSlotAndStock(tx: Transaction, claim: Claim, run: RememberIn['run'], now: Date): Promise<StockTaken[] | null> {
  const { row, location, capacity } = claim;
  const slot = row.pickupSlot as Date;
  const slotStatements = capacity === null ? [] : lockAndCountSlot(location.id, slot);
  const stockStatements = takeStockStatements(location.id, row.orderCode, claim.units, now);
  if (slotStatements.length + stockStatements.length === 0) return null;
  const answers = await run([...slotStatements, ...stockStatements]);
  const taken = capacity === null ? 0 : takenOf(answers[1] ?? []);
  if (capacity !== null && !slotHasRoom(taken, capacity)) {
    throw await slotFullRefusal(tx, {
      location,
      slot,
      capacity,
      now,
      waitMinutes: claim.wait,
      extraWaitMinutes: claim.extraWait,
      pause: activePause(claim.availability.controls, now),
      language: claim.language,
    });
  }
  // The order takes the slot's last place: every process's copy of the full slots hears of it at commit.
  if (capacity !== null && taken + 1 >= capacity) {
    await recordAvailabilityChange(
      tx,
      { locationId: location.id, actorKind: 'order', actor: row.orderCode, action: 'slot_full', detail: { slot: slot.toISOString(), capacity } },
      now,
    );
  }
  return stockStatements.length > 0 ? stockTakenFrom(answers.at(-1) ?? [], claim.lines) : null;
}

/**
 * Runs the order creation proper inside the caller's transaction: the shop's sold-out entries and pause
 * checked as read in the transaction, the prices checked against the cached reference, the slot and the
 * units claimed, the order built in memory (the answer is made from what is written, not read back),
 * then written in one statement with its remembered answer.
 */
async function placeOrder(
  tx: Transaction,
  request: CreateOrderRequest,
  place: OrderingPlace,
  readings: PickupReadings,
  remember: RememberIn,
  deps: CreateOrderDeps,
  now: Date,
): Promise<Placed<OrderCreated>> {
  assertPaymentTypeOffered(request.body.paymentType.id, deps.config.payments);
  const location = orderingShop(place.location, now, request.body.pickupAt !== undefined);
  const fullInvoice = request.body.fullInvoice === true;
  if (fullInvoice && !readings.hasFiscalDetails) throw fiscalDetailsMissing();
  const { availability } = readings;
  const { controls } = availability;
  refuseSoldOutLines(request.body.products, availability.soldOut, now, place.sold, place.extrasById, request.language);
  const totals = recomputeOrder(request.body, place.sold, place.extras, readings.loyalty);
  const wait = waitMinutes(totals.totalProducts);
  const extraWait = extraWaitNow(controls, now);
  const pickupAt = chosenPickupTime(request.body.pickupAt, location, totals.totalProducts, now, extraWait);
  // "As soon as possible" must be ready before the range closes, not just placed before it does.
  if (pickupAt === null && !openForAsap(location.schedule, now, location.timeZone, wait + extraWait))
    throw new ApiFailure(409, 'shop_closed', SHOP_CLOSED_MESSAGE);
  refuseWhilePaused(controls, { now, pickupAt, waitMinutes: wait, timeZone: location.timeZone, language: request.language, pickup: true });
  const draft = {
    customerId: request.customerId,
    language: request.language,
    body: request.body,
    location,
    sold: place.sold,
    totals,
    kind: 'pickup',
    statusId: ORDER_STATUS.pending,
    pickupAt,
    fullInvoice,
    pickupSlot: slotOfOrder(pickupAt, now, wait + extraWait),
  } as const;
  const built = newOrderRow(draft, readings.orderId, now);
  const units = countedUnits(totals.lines, (code) => place.sold.get(code)?.product.isOneGoods === true);
  const claim = {
    row: built,
    location,
    units,
    capacity: controls.slotCapacity,
    wait,
    extraWait,
    availability,
    lines: request.body.products,
    language: request.language,
  };
  const row = { ...built, stockTaken: await claimSlotAndStock(tx, claim, remember.run, now) };
  const lines = newOrderLines(draft, row.id);
  // Wholly paid in ritmitos (nothing to charge): paid at once, rarely, so the slower general path.
  if (amountInCents(row.totalPrice) === 0) {
    const dailyNumber = await writeNumberedOrder(tx, row, lines, totals.ritmitosUsed, now, remember);
    const settled = await settleNewOrder(tx, { ...row, dailyNumber }, deps, now);
    const [view] = await orderViews(tx, [settled.order], request.language);
    if (!view) throw new Error('The order could not be shown');
    return { answer: { order: view, payment: settled.payment } };
  }
  const context = {
    language: request.language,
    dictionary: place.extrasById,
    lines: new Map([[row.id, lines]]),
    locationCodes: new Map([[location.id, location.code]]),
    timeZones: new Map([[location.id, location.timeZone]]),
    ...(extraWait > 0 ? { waitFor: (_: number, totalProducts: number) => waitMinutes(totalProducts) + extraWait } : {}),
  };
  const payment = paysByRedirect(row.paymentTypeId) ? cardFormOf(row, deps.config) : null;
  const answer = { order: orderView(row, context), payment };
  const dailyNumber = await writeNumberedOrder(tx, row, lines, totals.ritmitosUsed, now, remember, answer);
  return { answer: { ...answer, order: { ...answer.order, dailyNumber } }, remembered: true };
}

/** Who creates an order under which key, and what identifies the request (its hash input). */
export interface OnceRequest {
  customerId: number;
  idempotencyKey: string;
  request: unknown;
}

/** The answer to store and send; `remembered` when the place step already stored it with its writes. */
export interface Placed<T> {
  answer: T;
  remembered?: boolean;
}

/** What an order creation reads besides the key's stored row: columns of the same statement, and their reading. */
export interface OrderReads<R> {
  columns?: SQL;
  parse(row: Record<string, unknown>): R;
}

/** A customer's order creations run one at a time: a transaction lock per customer. */
export const customerOrderLock = (customerId: number) => sql`select pg_advisory_xact_lock(hashtext('customer-orders'), ${customerId}::int)`;

const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * Order creation with its Idempotency-Key (pick-up and delivery alike): a customer's order
 * creations run one at a time (the customer lock, which also keeps two orders from reserving the same
 * ritmitos); a key seen before replays its stored answer when the request is the same and is refused (409)
 * otherwise. Refusals are not stored: nothing was written, so running them again is harmless.
 * The lock and then one statement reading the key's row and `reads.columns` go in one round trip, in that
 * order, so the reading sees what the customer's previous creation committed; `place` runs only when the
 * key is new.
 */
export async function runOrderCreationOnce<T, R>(
  db: Database,
  once: OnceRequest,
  now: () => Date,
  reads: OrderReads<R>,
  place: (tx: Transaction, readings: R, remember: RememberIn) => Promise<Placed<T>>,
): Promise<T> {
  if (!IDEMPOTENCY_KEY_PATTERN.test(once.idempotencyKey)) {
    throw new ApiFailure(400, 'bad_request', 'The Idempotency-Key header must be 1–100 visible characters', 'Idempotency-Key');
  }
  const hash = createHash('sha256').update(JSON.stringify(once.request)).digest('base64url');
  return db.transaction(async (tx) => {
    const run = (statements: readonly SQL[]) => statementsInOrder(tx, statements);
    const onceKey: RunOnceKey = { customerId: once.customerId, scope: 'order', key: once.idempotencyKey };
    const reading = sql`select ${storedRunOnceJson(onceKey)} as stored${reads.columns ? sql`, ${reads.columns}` : sql``}`;
    const [, [row = {}] = []] = await run([customerOrderLock(once.customerId), reading]);
    const stored = replayOf(onceKey, parsedJson(row.stored) as StoredRunOnce | null, hash);
    if (stored) return stored.answer as T;
    const { answer, remembered } = await place(tx, reads.parse(row), { once: onceKey, requestHash: hash, run });
    if (!remembered) await rememberAnswer(tx, onceKey, hash, { status: 200, answer }, now());
    return answer;
  });
}

/** POST /customer/orders: a pick-up order, created once per Idempotency-Key. */
export async function createOrderOnce(request: CreateOrderRequest, deps: CreateOrderDeps & { reference: OrderReference }): Promise<OrderCreated> {
  // The same order request (body and shop) hashes alike; a different one under the same key is a conflict.
  const once = { customerId: request.customerId, idempotencyKey: request.idempotencyKey, request: { locationId: request.locationId, body: request.body } };
  // Before the transaction: a cache miss reads on the database's own connection.
  const place = await deps.reference.place(request.locationId);
  return runOrderCreationOnce(deps.db, once, deps.now, pickupReads(request.customerId, request.locationId, deps.now()), (tx, readings, remember) =>
    placeOrder(tx, request, place, readings, remember, deps, deps.now()),
  );
}
