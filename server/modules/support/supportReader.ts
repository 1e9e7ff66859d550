import { and, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction';
import { customers, orders } from '../../platform/db/schema';
import { ApiFailure, notFound } from '../../platform/http/envelope';

/**
 * Whose customers a member of support sees: an owner every customer; a manager those who ordered at one
 * of their shops (location ids), and of them only those shops' orders and invoices.
 */
export type SupportReader = { everything: true } | { everything: false; locationIds: readonly number[] };

/** The customers `reader` sees, as a condition on the customers table; undefined for everyone. */
export function visibleCustomers(db: Executor, reader: SupportReader): SQL | undefined {
  if (reader.everything) return undefined;
  if (reader.locationIds.length === 0) return sql`false`;
  const ordered = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.customerId, customers.id), inArray(orders.locationId, [...reader.locationIds])));
  return exists(ordered);
}

/** The shops whose orders and invoices `reader` sees, as a condition on a location id column; undefined for all. */
export function visibleShops(reader: SupportReader, column: AnyColumn): SQL | undefined {
  if (reader.everything) return undefined;
  return reader.locationIds.length === 0 ? sql`false` : inArray(column, [...reader.locationIds]);
}

/** 404 when the customer does not exist, 403 when the manager's shops never served them. */
export async function assertSeesCustomer(db: Executor, reader: SupportReader, customerId: number): Promise<void> {
  const [row] = await db
    .select({ id: customers.id, visible: visibleCustomers(db, reader) ?? sql<boolean>`true` })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) throw notFound('No such customer');
  if (row.visible !== true) throw new ApiFailure(403, 'other_shop', 'This customer never ordered at your shops');
}
