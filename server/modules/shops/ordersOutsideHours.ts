import { and, eq, inArray } from 'drizzle-orm';
import type * as v from 'valibot';
import type { OrderOutsideHoursSchema } from '../../../src/api/contract/manage/shops';
import type { Schedule } from '../../../src/api/contract/customer/locations';
import { PAYMENT_STATUS } from '../../../src/api/contract/statuses';
import { waitMinutes } from '../../../src/domain/orders/cart';
import { withinHours } from '../../../src/domain/schedule/withinHours';
import type { Executor } from '../../platform/db/transaction';
import { customers, orders } from '../../platform/db/schema';
import { OPEN_STATUSES } from '../fulfilment/tickets';

export type OrderOutsideHours = v.InferOutput<typeof OrderOutsideHoursSchema>;

/**
 * The shop's accepted (paid), unfinished orders (pick-up and delivery, fulfilment's open statuses) whose promised time the hours no longer
 * hold: the chosen pick-up time, or for "as soon as possible" the moment it was paid plus its wait.
 */
export async function ordersOutsideHours(db: Executor, location: { id: number; timeZone: string }, schedule: Schedule): Promise<OrderOutsideHours[]> {
  const rows = await db
    .select({
      id: orders.id,
      pickupAt: orders.pickupAt,
      paidAt: orders.paidAt,
      createdAt: orders.createdAt,
      totalProducts: orders.totalProducts,
      total: orders.totalPrice,
      name: customers.name,
      phone: customers.phone,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.locationId, location.id), eq(orders.paymentStatusId, PAYMENT_STATUS.paid), inArray(orders.statusId, [...OPEN_STATUSES])))
    .orderBy(orders.id);
  return rows.flatMap((row) => {
    const promised = row.pickupAt ?? new Date((row.paidAt ?? row.createdAt).getTime() + waitMinutes(row.totalProducts) * 60_000);
    if (withinHours(schedule, promised, location.timeZone)) return [];
    return [{ orderId: row.id, at: promised.toISOString(), customerName: row.name, customerPhone: row.phone, total: Number(row.total) }];
  });
}
