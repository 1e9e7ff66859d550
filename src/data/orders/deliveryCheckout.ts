import * as v from 'valibot';
import type { AnswerData } from '../../api/client';
import type { Address, DeliveryOrderCreateBody, TransportConf, TransportPrice } from '../../api/contract';
import { TransportConfSchema } from '../../api/contract';
import type { PricedCart } from '../../domain/cartChoices';
import { keepsCartUntilPaid, type PaymentTypeId } from '../../domain/paymentMethods';
import { clearCart } from '../cart/cart';
import { orderBodyFor } from './cartBody';
import { createOrderSubmitter } from './submission';
import { db } from '../db';
import { isOnline } from '../online';
import { apiClient } from '../runtime';
import { markLoyaltyChanged } from '../account';

/** What the checkout needs of an address's transport price: whether it applies and its configuration. */
export type DeliveryTransport = { active: boolean; conf: TransportConf };

/**
 * Spec §7 transport-price `conf` is JSON text, '' meaning an empty object. A configuration without
 * prices falls back to the answer's own price and is never free, so nothing is delivered for 0 by mistake.
 */
export function transportFromAnswer(answer: TransportPrice): DeliveryTransport {
  let parsed: Partial<TransportConf> = {};
  try {
    const raw: unknown = answer.conf.trim() === '' ? {} : JSON.parse(answer.conf);
    const result = v.safeParse(v.partial(TransportConfSchema), raw);
    if (result.success) parsed = result.output;
  } catch {
    parsed = {};
  }
  const prices = parsed.prices?.length ? parsed.prices : [{ price: answer.price, priceNet: answer.priceNet, priceVat: answer.priceVat }];
  return { active: answer.active, conf: { freePriceGreaterThan: parsed.freePriceGreaterThan ?? Number.POSITIVE_INFINITY, prices } };
}

/** Spec §4 delivery checkout: GET the chosen address's transport price (undefined when it failed). */
export async function fetchTransportPrice(address: Pick<Address, 'province' | 'city'>): Promise<DeliveryTransport | undefined> {
  if (!isOnline()) return undefined;
  const answer = await apiClient.call('transportPrice', { params: { provinceCode: address.province.code, cityCode: address.city.code } });
  return answer.status === 'ok' ? transportFromAnswer(answer.data) : undefined;
}

/**
 * Spec §7 POST /customer/delivery-orders body from the priced cart the customer sees (the address's
 * transport priced in with the lines, see setCartTransport), so it is what the server will recompute.
 */
export function deliveryBodyFor(priced: PricedCart, paymentTypeId: PaymentTypeId, addressId: number): DeliveryOrderCreateBody {
  return { ...orderBodyFor(priced, paymentTypeId), address: { addressId }, transport: { price: priced.transport?.price ?? 0 } };
}

/** The created delivery order and its card payment form. */
export type DeliveryOrderCreated = AnswerData<'deliveryOrderCreate'>;

const submitter = createOrderSubmitter({ db, client: apiClient, endpoint: 'deliveryOrderCreate' });

/**
 * Spec §4 delivery checkout Pay and end: POST /customer/delivery-orders with an Idempotency-Key stored
 * before sending (as pick-up orders do); the order lands in the delivery-orders mirror and the cart is
 * emptied, except for the wallet (10004), which keeps it until paid. The answer carries the card payment
 * form (null for the wallet, or when ritmitos paid it all). A 409 price_mismatch is the caller's to
 * handle (see ../cart/priceCheck, which also refreshes the customer's ritmitos).
 */
export async function submitDeliveryOrder(priced: PricedCart, paymentTypeId: PaymentTypeId, addressId: number): Promise<DeliveryOrderCreated> {
  const result = await submitter.submit(deliveryBodyFor(priced, paymentTypeId, addressId));
  if (!keepsCartUntilPaid(paymentTypeId)) await clearCart();
  // Ritmitos reserved (or spent) by the order; marked before the page leaves for the gateway.
  await markLoyaltyChanged();
  return result;
}

/** App start: sends again the delivery orders left without an answer (same Idempotency-Key). */
export function resumeDeliverySubmissions(): Promise<DeliveryOrderCreated[]> {
  return submitter.resume();
}
