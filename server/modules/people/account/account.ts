import { eq } from 'drizzle-orm';
import type { Account } from '../../../../src/api/contract';
import { isActiveCustomer } from '../../../../src/domain/text/validation';
import { customers } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/envelope';
import { loyaltySummary } from '../../loyalty/summary';
import type { Executor } from '../../../platform/db/transaction';

type CustomerRow = typeof customers.$inferSelect;

async function customerRow(db: Executor, customerId: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  // requireCustomer has just seen the row; only a concurrent removal gets here.
  if (!row) throw notFound('Customer not found');
  return row;
}

/** Account answer: contact details, the two switches and the loyalty summary. */
export async function loadAccount(db: Executor, customerId: number, now: Date): Promise<Account> {
  const customer = await customerRow(db, customerId);
  return {
    id: customer.id,
    code: customer.code,
    email: customer.email,
    name: customer.name,
    phone: customer.phone,
    isActive: isActiveCustomer(customer),
    createdAt: customer.createdAt.toISOString(),
    preferences: { receivePromotions: customer.receivePromotions, receiveNews: customer.receiveNews },
    loyalty: await loyaltySummary(db, customerId, now),
  };
}

/** PATCH /customer/account: name and phone (already validated and trimmed). */
export async function updateContact(db: Executor, customerId: number, contact: { name: string; phone: string }, now: Date): Promise<Account> {
  await db.update(customers).set({ name: contact.name, phone: contact.phone }).where(eq(customers.id, customerId));
  return loadAccount(db, customerId, now);
}

/** PATCH /customer/preferences: one or both switches; an absent switch keeps its value. */
export async function updatePreferences(
  db: Executor,
  customerId: number,
  switches: { receivePromotions?: boolean | undefined; receiveNews?: boolean | undefined },
  now: Date,
): Promise<Account> {
  const changes: Partial<Pick<CustomerRow, 'receivePromotions' | 'receiveNews'>> = {};
  if (switches.receivePromotions !== undefined) changes.receivePromotions = switches.receivePromotions;
  if (switches.receiveNews !== undefined) changes.receiveNews = switches.receiveNews;
  await db.update(customers).set(changes).where(eq(customers.id, customerId));
  return loadAccount(db, customerId, now);
}
