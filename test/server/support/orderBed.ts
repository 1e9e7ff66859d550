import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { OrderCreateBody } from '../../../src/api/contract';
import { lineKey, orderBodyFromCart, priceCart, type CartLine } from '../../../src/domain/orders/cart';
import { selectedPreferences, type ExtraSelection } from '../../../src/domain/pricing/pricing';
import type { PaymentTypeId } from '../../../src/domain/pricing/paymentMethods';
import { createApp } from '../../../server/app';
import { ephemeralConfig } from '../../../server/platform/config/config';
import type { Database } from '../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import { loyaltySummary } from '../../../server/modules/loyalty/summary';
import { extrasDictionary, productsSoldAt } from '../../../server/modules/orders/orderCatalogue';
import { memoryLogger, type Backend } from '../harness';
import { call, TEST_SECRET, type TestCustomer } from './customers';

/** Ruzafa (va01), a shop of the seed. */
export const SHOP_ID = 10;
/** The home-delivery location of the seed (ONLINE). */
export const ONLINE_ID = 20;
/** A Wednesday at 10:00 in València (summer time): both shops are open, whatever the server's zone. */
export const OPEN_TIME = new Date('2026-06-17T10:00:00+02:00');
/** The same Wednesday at 22:00 in València: both shops are closed. */
export const CLOSED_TIME = new Date('2026-06-17T22:00:00+02:00');

export interface OrdersTestBed {
  app: Hono;
  db: Database;
  clock: { now: Date };
  dispose(): Promise<void>;
}

/** The real app with a known token secret and a movable clock. */
export function ordersTestApp(db: Database, now: () => Date): Hono {
  const { logger } = memoryLogger();
  const config = ephemeralConfig({ jwtSecret: TEST_SECRET });
  return createApp({ db, logger, config, now });
}

export async function ordersTestBed(backend: Backend, start = OPEN_TIME): Promise<OrdersTestBed> {
  const fresh = await backend.fresh();
  await seedIfEmpty(fresh.opened.db);
  const clock = { now: start };
  const app = ordersTestApp(fresh.opened.db, () => clock.now);
  return { app, db: fresh.opened.db, clock, dispose: () => fresh.dispose() };
}

/** A cart line built as the app builds it: the product's catalogue price and the chosen extras priced. */
export async function cartLine(db: Database, productCode: string, quantity = 1, selection: ExtraSelection = {}, locationId = SHOP_ID): Promise<CartLine> {
  const sold = (await productsSoldAt(db, locationId, [productCode])).get(productCode);
  if (!sold) throw new Error(`${productCode} is not sold at ${locationId}`);
  const { product } = sold;
  const preferences = selectedPreferences(
    { extras: product.extraIds, extrasPrice: product.extrasPrice, vatType: { id: product.vatTypeId } },
    await extrasDictionary(db),
    selection,
  );
  return {
    key: lineKey(productCode, preferences),
    productCode,
    title: product.title.es,
    quantity,
    unitPrice: product.price,
    vatTypeId: product.vatTypeId,
    preferences,
    notes: '',
  };
}

/** The order body the app would send for these lines, priced with the customer's ritmitos. */
export async function orderBody(
  db: Database,
  customerId: number,
  lines: CartLine[],
  options: { useRitmitos?: boolean; paymentTypeId?: PaymentTypeId; now?: Date } = {},
): Promise<OrderCreateBody> {
  const useRitmitos = options.useRitmitos ?? false;
  const loyalty = await loyaltySummary(db, customerId, options.now ?? OPEN_TIME);
  const totals = priceCart(lines, { useRitmitos, ritmitosAvailable: loyalty.ritmitosAvailable, ritmitosInOrders: loyalty.ritmitosInOrders });
  return orderBodyFromCart(totals, options.paymentTypeId ?? 10005, useRitmitos);
}

export function postOrder(app: Hono, who: TestCustomer, body: unknown, key: string | null = randomUUID(), locationId = SHOP_ID, language = 'es') {
  const headers: Record<string, string> = { 'X-Location-Id': String(locationId), 'X-Language': language };
  if (key !== null) headers['Idempotency-Key'] = key;
  return call(app, 'POST', '/api/customer/orders', who.auth, body, headers);
}
