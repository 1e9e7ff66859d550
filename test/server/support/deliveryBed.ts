import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { DeliveryOrderCreateBody } from '../../../src/api/contract';
import { orderBodyFromCart, priceCart, type CartLine } from '../../../src/domain/orders/cart';
import type { Database } from '../../../server/platform/db/connect';
import { addresses } from '../../../server/platform/db/schema';
import { transportConfigFor } from '../../../server/modules/geo/transportPrice';
import { loyaltySummary } from '../../../server/modules/loyalty/summary';
import { call, type TestCustomer } from './customers';
import { ONLINE_ID, OPEN_TIME, cartLine } from './orderBed';

/** València city: its own configuration, 3.95 € and free from 30 €. */
export const VALENCIA = { provinceCode: '46', cityCode: '46250' };
/** Barcelona: its province's configuration is inactive. */
export const BARCELONA = { provinceCode: '08', cityCode: '08019' };

/** Stores an address of the customer in the given place; its id. */
export async function addAddress(db: Database, who: TestCustomer, place = VALENCIA): Promise<number> {
  const [row] = await db
    .insert(addresses)
    .values({ customerId: who.id, contactFullName: `${who.email} home`, contactPhone: '600000000', addressLine1: 'Carrer de Sueca 1', cp: '46006', ...place })
    .returning({ id: addresses.id });
  if (!row) throw new Error('The address was not stored');
  return row.id;
}

/** A line of a product sold by the home-delivery location. */
export const deliveryLine = (db: Database, productCode: string, quantity = 1): Promise<CartLine> => cartLine(db, productCode, quantity, {}, ONLINE_ID);

/** The body the app would send: the cart priced with the address's transport, as the checkout shows it. */
export async function deliveryBody(db: Database, who: TestCustomer, lines: CartLine[], addressId: number, place = VALENCIA): Promise<DeliveryOrderCreateBody> {
  const config = await transportConfigFor(db, place.provinceCode, place.cityCode);
  const loyalty = await loyaltySummary(db, who.id, OPEN_TIME);
  const totals = priceCart(lines, {
    useRitmitos: false,
    ritmitosAvailable: loyalty.ritmitosAvailable,
    ritmitosInOrders: loyalty.ritmitosInOrders,
    transport: config ? { active: config.active, conf: config.conf } : null,
  });
  return { ...orderBodyFromCart(totals, 10005, false), address: { addressId }, transport: { price: totals.transport?.price ?? 0 } };
}

export function postDeliveryOrder(app: Hono, who: TestCustomer, body: unknown, key = randomUUID(), headers: Record<string, string> = {}) {
  return call(app, 'POST', '/api/customer/delivery-orders', who.auth, body, { 'Idempotency-Key': key, 'X-Language': 'en', ...headers });
}
