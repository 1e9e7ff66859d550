import { and, eq, isNull } from 'drizzle-orm';
import type { TransportPrice } from '../../../src/api/contract';
import type { Executor } from '../../platform/db/transaction';
import type { Database } from '../../platform/db/connect';
import { transportConfigs } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';
import { findCity, findProvince } from './places';

async function configFor(db: Executor, provinceCode: string, cityCode: string | null) {
  const [row] = await db
    .select()
    .from(transportConfigs)
    .where(
      and(eq(transportConfigs.provinceCode, provinceCode), cityCode === null ? isNull(transportConfigs.cityCode) : eq(transportConfigs.cityCode, cityCode)),
    )
    .limit(1);
  return row;
}

/** The transport configuration of a place: the city's own row, else its province's, else none. */
export async function transportConfigFor(db: Executor, provinceCode: string, cityCode: string) {
  return (await configFor(db, provinceCode, cityCode)) ?? (await configFor(db, provinceCode, null));
}

/**
 * Transport price of an address: the city's own configuration wins over its province's.
 * `price` is the first configured price; `conf` travels as JSON text, as the spec's client expects.
 */
export async function loadTransportPrice(db: Database, provinceCode: string, cityCode: string): Promise<TransportPrice> {
  if (!(await findProvince(db, provinceCode))) throw notFound(`Province ${provinceCode} not found`);
  const city = await findCity(db, cityCode);
  if (!city || city.provinceCode !== provinceCode) throw notFound(`City ${cityCode} not found in province ${provinceCode}`);
  const config = await transportConfigFor(db, provinceCode, cityCode);
  if (!config) throw new ApiFailure(404, 'not_found', `No delivery to city ${cityCode}`);
  const first = config.conf.prices[0] ?? { price: 0, priceNet: 0, priceVat: 0 };
  return {
    active: config.active,
    price: first.price,
    priceNet: first.priceNet,
    priceVat: first.priceVat,
    conf: JSON.stringify(config.conf),
  };
}
