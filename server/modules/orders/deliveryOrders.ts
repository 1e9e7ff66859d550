import * as v from 'valibot';
import {
  DELIVERY_STATUS,
  type CardPaymentForm,
  type DeliveryOrder,
  type DeliveryOrderCreateBody,
  type DeliveryOrderCreatedSchema,
  type Language,
} from '../../../src/api/contract';
import { countedUnits } from '../../../src/domain/availability/orderAvailability';
import { PAYMENT_TYPE } from '../../../src/domain/pricing/paymentMethods';
import type { Transaction } from '../../platform/db/transaction';
import type { AppConfig } from '../../platform/config/config';
import type { Database } from '../../platform/db/connect';
import { fiscalDetailsMissing, loadFiscalDetails } from '../fiscal/fiscalDetails';
import { ApiFailure } from '../../platform/http/envelope';
import { assertPaymentTypeOffered } from '../payments/paymentTypes';
import { spendingSummary } from '../loyalty/summary';
import type { PaymentMoment } from './asapPayment';
import { insertOrder, runOrderCreationOnce, settleNewOrder, type CreateOrderDeps } from './createOrder';
import { cancelUnpaidOrder, customerOrdersOfKind, payOrder } from './customerOrders';
import { checkDeliverable, deliveryAddressOf, deliveryTransport, homeDeliveryLocation } from './deliveryPlace';
import { deliveryOrderView, deliveryOrderViews } from './deliverySerializer';
import { refuseSoldOutLines, refuseWhilePaused, readShopAvailability } from './orderAvailability';
import { extrasDictionary, productsSoldAt } from './orderCatalogue';
import { recomputeOrder } from './priceCheck';

export type DeliveryOrderCreated = v.InferOutput<typeof DeliveryOrderCreatedSchema>;

/** Delivery orders are paid by card, wallet or Bizum; an unpaid one is paid again through the gateway from the list. */
const DELIVERY_PAYMENT_TYPES: readonly number[] = [PAYMENT_TYPE.card, PAYMENT_TYPE.wallet, PAYMENT_TYPE.bizum];

export interface CreateDeliveryOrderRequest {
  customerId: number;
  idempotencyKey: string;
  language: Language;
  body: DeliveryOrderCreateBody;
}

/**
 * Delivery checkout on the server: from the ONLINE location (refused while it is paused, and for a
 * line sold out there), deliverable products only, to one of the customer's addresses, with that address's
 * transport; everything priced again and compared; its single goods taken from the stock.
 */
async function placeDeliveryOrder(tx: Transaction, request: CreateDeliveryOrderRequest, deps: CreateOrderDeps, now: Date): Promise<DeliveryOrderCreated> {
  const { body, customerId, language } = request;
  if (!DELIVERY_PAYMENT_TYPES.includes(body.paymentType.id))
    throw new ApiFailure(400, 'bad_request', 'Home delivery is paid by card, wallet or Bizum.', 'paymentType.id');
  assertPaymentTypeOffered(body.paymentType.id, deps.config.payments);
  const fullInvoice = body.fullInvoice === true;
  if (fullInvoice && !(await loadFiscalDetails(tx, customerId))) throw fiscalDetailsMissing();
  const location = await homeDeliveryLocation(tx, now);
  const availability = await readShopAvailability(tx, location.id, now);
  refuseWhilePaused(availability.controls, { now, pickupAt: null, waitMinutes: 0, timeZone: location.timeZone, language, pickup: false });
  await checkDeliverable(tx, body, language);
  const deliveryAddress = await deliveryAddressOf(tx, customerId, body.address.addressId);
  const transport = await deliveryTransport(tx, deliveryAddress);
  const sold = await productsSoldAt(tx, location.id, [...new Set(body.products.map((line) => line.code))]);
  const extras = await extrasDictionary(tx);
  refuseSoldOutLines(body.products, availability.soldOut, now, sold, new Map(extras.map((extra) => [extra.id, extra])), language);
  const loyalty = await spendingSummary(tx, customerId, now);
  const totals = recomputeOrder(body, sold, extras, loyalty, { config: transport, sentPrice: body.transport.price });
  const draft = {
    customerId,
    language,
    body,
    location,
    sold,
    totals,
    kind: 'delivery',
    statusId: DELIVERY_STATUS.waiting,
    deliveryAddress,
    fullInvoice,
    units: countedUnits(totals.lines, (code) => sold.get(code)?.product.isOneGoods === true),
  } as const;
  const { order, payment } = await settleNewOrder(tx, await insertOrder(tx, draft, now), deps, now);
  return { order: await deliveryOrderView(tx, order, language), payment };
}

/** POST /customer/delivery-orders, created once per Idempotency-Key as pick-up orders are. */
export async function createDeliveryOrderOnce(request: CreateDeliveryOrderRequest, deps: CreateOrderDeps): Promise<DeliveryOrderCreated> {
  const once = { customerId: request.customerId, idempotencyKey: request.idempotencyKey, request: { kind: 'delivery', body: request.body } };
  const reads = { parse: () => undefined };
  return runOrderCreationOnce(deps.db, once, deps.now, reads, async (tx) => ({ answer: await placeDeliveryOrder(tx, request, deps, deps.now()) }));
}

/** GET /customer/delivery-orders: the customer's delivery orders, newest first. */
export async function listDeliveryOrders(db: Database, customerId: number, language: Language, now = new Date()): Promise<DeliveryOrder[]> {
  return deliveryOrderViews(db, await customerOrdersOfKind(db, customerId, 'delivery'), language, now);
}

/** POST /customer/delivery-orders/{orderId}/pay: the card form of an unpaid delivery order. */
export function payDeliveryOrder(
  db: Database,
  customerId: number,
  orderId: number,
  config: Pick<AppConfig, 'publicUrl' | 'payments'>,
  moment: PaymentMoment,
): Promise<CardPaymentForm> {
  return payOrder(db, customerId, orderId, config, moment, 'delivery');
}

/** DELETE /customer/delivery-orders/{orderId}: only while unpaid and no charge is under way (Cancel 63007, ritmitos released). */
export async function cancelDeliveryOrder(
  db: Database,
  customerId: number,
  orderId: number,
  language: Language,
  now: Date,
  restTimeoutMs: number,
): Promise<DeliveryOrder> {
  return db.transaction(async (tx) => deliveryOrderView(tx, await cancelUnpaidOrder(tx, customerId, orderId, 'delivery', now, restTimeoutMs), language));
}
