import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CustomerFound, CustomerSearchQuery } from '../../../src/api/contract/manage/support';
import { customerSearchOf, type CustomerSearch } from '../../../src/domain/support/customerSearch';
import { shopDateOf } from '../../../src/domain/schedule/shopTime';
import type { Executor } from '../../platform/db/transaction';
import { customers, locations, orders } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { visibleCustomers, visibleShops, type SupportReader } from './supportReader';

/** The most customers one search answers. */
export const CUSTOMER_SEARCH_LIMIT = 20;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const CUSTOMER_COLUMNS = { id: customers.id, code: customers.code, email: customers.email, name: customers.name, phone: customers.phone };

/** The shops a daily number is looked for at: the one named, or every shop the reader works at. */
async function shopsOfDailyNumber(db: Executor, reader: SupportReader, shop: string | undefined) {
  const named = shop === undefined ? undefined : eq(locations.code, shop.toLowerCase());
  const rows = await db
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(and(named, visibleShops(reader, locations.id)));
  if (shop !== undefined && rows.length === 0) throw new ApiFailure(404, 'not_found', `No shop ${shop} of yours`, 'shop');
  return rows;
}

/** Customers by an order: its code, or its daily number on a shop's day (today on each shop's calendar by default). */
async function byOrder(db: Executor, reader: SupportReader, where: SQL): Promise<CustomerFound[]> {
  const rows = await db
    .select({ ...CUSTOMER_COLUMNS, orderCode: orders.orderCode })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(where, visibleShops(reader, orders.locationId)))
    .orderBy(asc(orders.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows;
}

function customerCondition(search: Extract<CustomerSearch, { kind: 'email' | 'phone' | 'text' }>): SQL {
  switch (search.kind) {
    case 'email':
      return sql`${customers.email} ilike ${likePattern(search.text)}`;
    case 'phone':
      return sql`regexp_replace(${customers.phone}, '[^0-9]', '', 'g') like ${likePattern(search.digits)}`;
    case 'text':
      return sql`(${customers.email} ilike ${likePattern(search.text)} or ${customers.name} ilike ${likePattern(search.text)})`;
  }
}

/**
 * The customers a support search finds (src/domain/support/customerSearch.ts), at most
 * CUSTOMER_SEARCH_LIMIT, among those `reader` sees; an order's code or daily number only at the reader's shops.
 */
export async function findCustomers(db: Executor, reader: SupportReader, query: CustomerSearchQuery, now: Date): Promise<CustomerFound[]> {
  const search = customerSearchOf(query.q);
  if (search.kind === 'orderCode') return byOrder(db, reader, eq(orders.orderCode, search.orderCode));
  if (search.kind === 'dailyNumber') {
    const shops = await shopsOfDailyNumber(db, reader, query.shop);
    if (shops.length === 0) return [];
    const days = shops.map((shop) => and(eq(orders.locationId, shop.id), eq(orders.shopDate, query.date ?? shopDateOf(now, shop.timeZone)))!);
    const onDay = sql.join(days, sql` or `);
    return byOrder(
      db,
      reader,
      and(
        eq(orders.dailyNumber, search.dailyNumber),
        inArray(
          orders.locationId,
          shops.map((shop) => shop.id),
        ),
        sql`(${onDay})`,
      )!,
    );
  }
  const rows = await db
    .select(CUSTOMER_COLUMNS)
    .from(customers)
    .where(and(customerCondition(search), visibleCustomers(db, reader)))
    .orderBy(asc(customers.email))
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, orderCode: null }));
}
