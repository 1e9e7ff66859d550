import type { Context, MiddlewareHandler } from 'hono';
import { can, type Action } from '../../src/domain/people/permissions';
import { memberOf, staffOfToken, type StaffIdentity } from '../modules/people/staff/identity';
import type { Database } from '../platform/db/connect';
import { bearerToken } from '../platform/http/bearerToken';
import { ApiFailure } from '../platform/http/envelope';

const STAFF_KEY = 'staff';

/**
 * The staff surfaces' guard: lets through only requests with a valid staff token (401 `unauthorized`
 * otherwise, a customer token included) and, when `action` is named, a member the permission rule lets do
 * it somewhere (403 `forbidden` otherwise).
 */
export function requireStaff(db: Database, secret: Uint8Array, now: () => Date = () => new Date(), action?: Action): MiddlewareHandler {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) throw new ApiFailure(401, 'unauthorized', 'Sign in as staff to continue');
    const member = await staffOfToken(db, secret, token, now());
    if (!member) throw new ApiFailure(401, 'unauthorized', 'The staff session is not valid or has expired');
    if (action && !can(memberOf(member), action)) throw new ApiFailure(403, 'forbidden', 'Your role does not allow this');
    c.set(STAFF_KEY as never, member as never);
    await next();
  };
}

export function currentStaff(c: Context): StaffIdentity {
  const member = c.get(STAFF_KEY as never) as StaffIdentity | undefined;
  if (!member) throw new Error('currentStaff() used on a route without requireStaff()');
  return member;
}
