import * as v from 'valibot';
import type { Address, TransportConf, TransportPrice } from '../../api/contract';
import { TransportConfSchema } from '../../api/contract';
import { isOnline } from '../online';
import { apiClient } from '../runtime';

/** What the checkout needs of an address's transport price: whether it applies and its configuration. */
export type DeliveryTransport = { active: boolean; conf: TransportConf };

/**
 * Transport-price `conf` is JSON text, '' meaning an empty object. A configuration without
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

/** Delivery checkout: GET the chosen address's transport price (undefined when it failed). */
export async function fetchTransportPrice(address: Pick<Address, 'province' | 'city'>): Promise<DeliveryTransport | undefined> {
  if (!isOnline()) return undefined;
  const answer = await apiClient.call('transportPrice', { params: { provinceCode: address.province.code, cityCode: address.city.code } });
  return answer.status === 'ok' ? transportFromAnswer(answer.data) : undefined;
}
