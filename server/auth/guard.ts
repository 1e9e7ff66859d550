import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/connect';
import { ApiFailure } from '../http/envelope';
import { sessionCacheOf } from './sessionCache';
import { verifySessionToken, type SessionIdentity } from './tokens';

const CUSTOMER_KEY = 'customer';

function bearerToken(c: Context): string | null {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The customer whose valid session the request carries (as requireCustomer checks it); null without a
 * token or with one that is no longer valid.
 */
export async function customerOfRequest(db: Database, secret: Uint8Array, c: Context): Promise<SessionIdentity | null> {
  const token = bearerToken(c);
  if (!token) return null;
  const claims = await verifySessionToken(secret, token);
  if (!claims) return null;
  const customer = await sessionCacheOf(db).read(db, claims.id);
  if (!customer || customer.code !== claims.code) return null;
  if (customer.notBefore && claims.iat * 1000 < customer.notBefore.getTime()) return null;
  return { id: customer.id, code: customer.code, email: customer.email };
}

/**
 * Lets through only requests with a valid session: well signed, unexpired, issued after the customer's
 * last logout (customers.not_before), for a customer that still exists. Anything else answers 401.
 */
export function requireCustomer(db: Database, secret: Uint8Array): MiddlewareHandler {
  const sessions = sessionCacheOf(db);
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiFailure(401, 'unauthorized', 'Sign in to continue');
    const claims = await verifySessionToken(secret, token);
    if (!claims) throw new ApiFailure(401, 'unauthorized', 'The session is not valid or has expired');
    const customer = await sessions.read(db, claims.id);
    if (!customer || customer.code !== claims.code) throw new ApiFailure(401, 'unauthorized', 'The session is not valid or has expired');
    if (customer.notBefore && claims.iat * 1000 < customer.notBefore.getTime()) {
      throw new ApiFailure(401, 'unauthorized', 'The session has ended; sign in again');
    }
    c.set(CUSTOMER_KEY as never, { id: customer.id, code: customer.code, email: customer.email } as never);
    await next();
  };
}

/** The signed-in customer of a request that went through requireCustomer. */
export function currentCustomer(c: Context): SessionIdentity {
  const customer = c.get(CUSTOMER_KEY as never) as SessionIdentity | undefined;
  if (!customer) throw new Error('currentCustomer() used on a route without requireCustomer()');
  return customer;
}
