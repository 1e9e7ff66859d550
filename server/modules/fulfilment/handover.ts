import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { OrderQrSchema, type HandoverBody, type HandoverRefusal, type OrderQr } from '../../../src/api/contract/counter/staff';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Transaction } from '../../platform/db/transaction';
import { assertWorksIn, type StaffIdentity } from '../people/staff/identity';
import { orders, type locations } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import type { OrderRow } from '../orders/serializers';
import { changeOrderStatusIn, lockOrder, type StatusChanged } from './changeStatus';
import { readTickets } from './tickets';

const MESSAGES: Record<HandoverRefusal, string> = {
  other_shop: 'This order is for another shop.',
  not_paid: 'This order is not paid.',
  not_ready: 'This order is not ready yet.',
  already_collected: 'This order was already handed over.',
  unknown_order: 'There is no such order.',
  forged_qr: 'This QR code is not one of ours.',
  cancelled: 'This order was cancelled.',
};
const STATUS: Record<HandoverRefusal, 403 | 404 | 409> = {
  other_shop: 403,
  forged_qr: 403,
  unknown_order: 404,
  not_paid: 409,
  not_ready: 409,
  already_collected: 409,
  cancelled: 409,
};

const refuse = (refusal: HandoverRefusal, data?: unknown) => new ApiFailure(STATUS[refusal], refusal, MESSAGES[refusal], undefined, undefined, data);

/** The QR's text as the app writes it, or null when it is not that. */
export function readOrderQr(text: string): OrderQr | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(OrderQrSchema, value);
  return parsed.success ? parsed.output : null;
}

/** Compared in constant time, so the secret cannot be guessed a character at a time. */
function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(stored, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The order the customer shows: by the QR (its secret must match) or by today's daily number at the shop. */
async function orderShown(tx: Transaction, body: HandoverBody, shop: typeof locations.$inferSelect, now: Date): Promise<OrderRow> {
  if ('qr' in body) {
    const qr = readOrderQr(body.qr);
    if (!qr) throw refuse('forged_qr');
    const [order] = await tx.select().from(orders).where(eq(orders.id, qr.orderId)).for('update');
    if (!order) throw refuse('unknown_order');
    if (!sameSecret(qr.secret, order.qrSecret)) throw refuse('forged_qr');
    return order;
  }
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.locationId, shop.id),
        eq(orders.kind, 'pickup'),
        eq(orders.shopDate, shopDateOf(now, shop.timeZone)),
        eq(orders.dailyNumber, body.dailyNumber),
      ),
    );
  if (!found) throw refuse('unknown_order');
  return lockOrder(tx, found.id);
}

/**
 * Hands a ready pick-up order over at the shop's counter (Prepared → Delivery): only this shop's, paid,
 * not cancelled, Ready. A refusal about a known order of this shop carries its ticket. `staff` null: the
 * shop's own system hands it over (the operator API, its key already checked against the shop).
 */
export async function handOver(
  tx: Transaction,
  body: HandoverBody,
  shop: typeof locations.$inferSelect,
  staff: StaffIdentity | null,
  now: Date,
): Promise<StatusChanged> {
  const order = await orderShown(tx, body, shop, now);
  if (order.locationId !== shop.id || order.kind !== 'pickup') throw refuse('other_shop');
  if (staff) assertWorksIn(staff, order.locationId);
  const ticket = async () => (await readTickets(tx, [order.id])).get(order.id);
  if (order.statusId === ORDER_STATUS.cancel || order.paymentStatusId === PAYMENT_STATUS.cancelled) throw refuse('cancelled', await ticket());
  if (order.paymentStatusId !== PAYMENT_STATUS.paid) throw refuse('not_paid', await ticket());
  if (order.statusId === ORDER_STATUS.delivery) throw refuse('already_collected', await ticket());
  if (order.statusId !== ORDER_STATUS.prepared) throw refuse('not_ready', await ticket());
  const source = !staff ? 'api' : 'qr' in body ? 'scan' : 'board';
  return changeOrderStatusIn(tx, { orderId: order.id, to: ORDER_STATUS.delivery, expected: ORDER_STATUS.prepared, staff, source, now, issuer: null });
}
