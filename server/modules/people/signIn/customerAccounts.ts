import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { customers } from '../../../platform/db/schema';
import { linkReferralOnRegistration } from '../../loyalty/referrals';

export type CustomerRow = typeof customers.$inferSelect;

/** The public customer code shown in the QR and the token: 'RC' and the id in six digits. */
export function customerCodeFor(id: number): string {
  return `RC${String(id).padStart(6, '0')}`;
}

export async function findCustomerByEmail(db: Executor, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row;
}

export async function findCustomerById(db: Executor, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/**
 * The customer with this e-mail, created on the first successful sign-in (the e-mail is the
 * identity), linked to a pending friend invitation of its e-mail. Call it inside a transaction: the code
 * derives from the id, so the row is written in two steps.
 * Two sign-ins racing for a new e-mail end with one customer: the loser's insert does nothing.
 */
export async function findOrCreateCustomer(tx: Executor, email: string, now: Date): Promise<{ customer: CustomerRow; created: boolean }> {
  const existing = await findCustomerByEmail(tx, email);
  if (existing) return { customer: existing, created: false };
  const [inserted] = await tx
    .insert(customers)
    .values({ email, code: `pending-${randomUUID()}`, createdAt: now })
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  if (!inserted) {
    const winner = await findCustomerByEmail(tx, email);
    if (!winner) throw new Error(`Customer ${email} vanished while being created`);
    return { customer: winner, created: false };
  }
  const [customer] = await tx
    .update(customers)
    .set({ code: customerCodeFor(inserted.id) })
    .where(eq(customers.id, inserted.id))
    .returning();
  if (!customer) throw new Error(`Customer ${inserted.id} was not stored`);
  await linkReferralOnRegistration(tx, customer);
  return { customer, created: true };
}
