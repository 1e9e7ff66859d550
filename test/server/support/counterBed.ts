import { count, eq } from 'drizzle-orm';
import type { StaffRole } from '../../../src/domain/people/permissions';
import { signStaffToken } from '../../../server/modules/people/signIn/staffTokens';
import type { Database } from '../../../server/platform/db/connect';
import { orderEvents, orders, staff, staffShops } from '../../../server/platform/db/schema';
import { markOrderPaid } from '../../../server/modules/orders/paymentState';
import type { Ticket } from '../../../src/api/contract/counter/staff';
import { call, dataOf, TEST_SECRET, type TestCustomer } from './customers';
import { cartLine, OPEN_TIME, orderBody, postOrder, type OrdersTestBed } from './orderBed';
import type { Hono } from 'hono';
import { PAID } from './paidSettings';

export interface TestStaff {
  id: number;
  auth: Record<string, string>;
}

/** A member of staff working in the given shops (or every shop), with a staff token signed at `now`. */
export async function createStaff(db: Database, email: string, role: StaffRole, shopIds: number[] | 'every', now = OPEN_TIME): Promise<TestStaff> {
  const [row] = await db
    .insert(staff)
    .values({ email, name: email.split('@')[0] ?? '', role, everyShop: shopIds === 'every' })
    .returning({ id: staff.id });
  if (!row) throw new Error('staff not inserted');
  if (shopIds !== 'every' && shopIds.length > 0) await db.insert(staffShops).values(shopIds.map((locationId) => ({ staffId: row.id, locationId })));
  const token = await signStaffToken(TEST_SECRET, { id: row.id, email }, now);
  return { id: row.id, auth: { Authorization: `Bearer ${token}` } };
}

/** A pick-up order of the customer at the shop (a latte and two croissants), unpaid. */
export async function newPickupOrder(bed: OrdersTestBed, who: TestCustomer, locationId?: number) {
  const lines = [await cartLine(bed.db, 'P1005', 1, {}, locationId), await cartLine(bed.db, 'P1001', 2, {}, locationId)];
  const body = await orderBody(bed.db, who.id, lines, { now: bed.clock.now });
  return dataOf('orderCreate', await postOrder(bed.app, who, body, undefined, locationId)).order;
}

export async function pay(db: Database, orderId: number, at: Date): Promise<void> {
  await db.transaction((tx) => markOrderPaid(tx, orderId, at, PAID));
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} missing`);
  return row;
}

export async function eventsOf(db: Database, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.id);
}

export async function eventCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orderEvents);
  return Number(row?.n ?? 0);
}

export function move(app: Hono, who: TestStaff, orderId: number, to: number, expected: number, headers: Record<string, string> = {}) {
  return call(app, 'POST', `/api/staff/orders/${orderId}/status`, who.auth, { to, expected }, headers);
}

export async function board(app: Hono, who: TestStaff, shop: string) {
  const answer = await call(app, 'GET', `/api/staff/board?shop=${shop}`, who.auth);
  return answer as typeof answer & { body: { data?: { tickets: Ticket[]; lastEventId: number } } };
}
