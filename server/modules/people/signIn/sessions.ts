import { eq } from 'drizzle-orm';
import type { Session } from '../../../../src/api/contract';
import { isActiveCustomer } from '../../../../src/domain/text/validation';
import type { Executor } from '../../../platform/db/transaction';
import { customers } from '../../../platform/db/schema';
import { loyaltySummary } from '../../loyalty/summary';
import type { CustomerRow } from './customerAccounts';
import { signSessionToken } from './tokens';

const SECOND = 1000;

/**
 * Logout refuses every token with `iat * 1000 < notBefore` (the guard's rule). Token times are whole
 * seconds, so notBefore is the next whole second: a token issued earlier in the same second as the logout
 * is refused too, and a sign-in right after the logout is issued at that second (see issueSessionToken).
 */
export function notBeforeAfterLogout(now: Date): Date {
  return new Date((Math.floor(now.getTime() / SECOND) + 1) * SECOND);
}

/** A token the guard accepts: never dated before the customer's last logout, even within its second. */
export function issueSessionToken(secret: Uint8Array, customer: Pick<CustomerRow, 'id' | 'code' | 'email' | 'notBefore'>, now: Date): Promise<string> {
  const issuedAt = customer.notBefore && customer.notBefore > now ? customer.notBefore : now;
  return signSessionToken(secret, { id: customer.id, code: customer.code, email: customer.email }, issuedAt);
}

/** Ends every session of the customer: tokens issued up to now are refused from here on. */
export async function endAllSessions(db: Executor, customerId: number, now: Date): Promise<void> {
  await db
    .update(customers)
    .set({ notBefore: notBeforeAfterLogout(now) })
    .where(eq(customers.id, customerId));
}

/** User session, as every sign-in call answers it, with a fresh token. */
export async function sessionAnswer(db: Executor, secret: Uint8Array, customer: CustomerRow, now: Date): Promise<Session> {
  return {
    token: await issueSessionToken(secret, customer, now),
    user: { id: customer.id, code: customer.code, email: customer.email },
    preferences: {
      contactName: customer.name,
      contactPhone: customer.phone,
      receivePromotions: customer.receivePromotions,
      receiveNews: customer.receiveNews,
    },
    isActive: isActiveCustomer(customer),
    loyalty: await loyaltySummary(db, customer.id, now),
    createdAt: customer.createdAt.toISOString(),
  };
}
