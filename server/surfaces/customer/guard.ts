import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../../platform/db/connect';
import { bearerToken } from '../../platform/http/bearerToken';
import { ApiFailure } from '../../platform/http/envelope';
import { sessionCacheOf } from '../../modules/people/signIn/sessionCache';
import { verifySessionToken, type SessionIdentity } from '../../modules/people/signIn/tokens';

const CUSTOMER_KEY = 'customer';

type SessionCheck = { customer: SessionIdentity } | { refusal: string };

/** A token's session: well signed, unexpired, issued after the customer's last logout, for a customer that still exists and was not deleted. */
async function checkSession(db: Database, secret: Uint8Array, token: string): Promise<SessionCheck> {
  const claims = await verifySessionToken(secret, token);
  if (!claims) return { refusal: 'The session is not valid or has expired' };
  const customer = await sessionCacheOf(db).read(db, claims.id);
  if (!customer || customer.code !== claims.code) return { refusal: 'The session is not valid or has expired' };
  if (customer.deletedAt) return { refusal: 'The account was deleted' };
  if (customer.notBefore && claims.iat * 1000 < customer.notBefore.getTime()) return { refusal: 'The session has ended; sign in again' };
  return { customer: { id: customer.id, code: customer.code, email: customer.email } };
}

/**
 * The customer whose valid session the request carries, for a call that answers visitors too; null
 * without a token or with one requireCustomer would refuse.
 */
export async function customerOfRequest(db: Database, secret: Uint8Array, c: Context): Promise<SessionIdentity | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const check = await checkSession(db, secret, token);
  return 'customer' in check ? check.customer : null;
}

/**
 * Lets through only requests with a valid session (checkSession, customers.not_before for the last
 * logout). Anything else answers 401.
 */
export function requireCustomer(db: Database, secret: Uint8Array): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiFailure(401, 'unauthorized', 'Sign in to continue');
    const check = await checkSession(db, secret, token);
    if ('refusal' in check) throw new ApiFailure(401, 'unauthorized', check.refusal);
    c.set(CUSTOMER_KEY as never, check.customer as never);
    await next();
  };
}

/** The signed-in customer of a request that went through requireCustomer. */
export function currentCustomer(c: Context): SessionIdentity {
  const customer = c.get(CUSTOMER_KEY as never) as SessionIdentity | undefined;
  if (!customer) throw new Error('currentCustomer() used on a route without requireCustomer()');
  return customer;
}
