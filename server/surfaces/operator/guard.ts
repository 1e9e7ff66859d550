import type { Context, MiddlewareHandler } from 'hono';
import type { OperatorScope } from '../../../src/api/contract/operator/call';
import { bearerToken } from '../../platform/http/bearerToken';
import type { Database } from '../../platform/db/connect';
import { ApiFailure } from '../../platform/http/envelope';
import { verifyOperatorKey, type VerifiedOperatorKey } from '../../modules/operator/keys';

const KEY = 'operatorKey';

/**
 * Lets through only requests presenting a valid operator key (`Authorization: Bearer rk_…`) that has
 * `scope`: 401 `unauthorized` for a missing, malformed, unknown or revoked key (a customer's or staff
 * token included), 403 `forbidden_scope` for a key without the scope. Which shops the key may act on is
 * the handler's to check (server/modules/operator/keyShops.ts).
 */
export function requireOperatorKey(db: Database, scope: OperatorScope, now: () => Date = () => new Date()): MiddlewareHandler {
  return async (c, next) => {
    // A key an earlier middleware of this request verified is not read again.
    let key = c.get(KEY as never) as VerifiedOperatorKey | undefined;
    if (!key) {
      const presented = bearerToken(c);
      if (!presented) throw new ApiFailure(401, 'unauthorized', 'Present an operator key: Authorization: Bearer rk_…');
      const verified = await verifyOperatorKey(db, presented, now());
      if (!verified) throw new ApiFailure(401, 'unauthorized', 'This operator key is not valid or has been revoked');
      key = verified;
      c.set(KEY as never, key as never);
    }
    if (!key.scopes.includes(scope)) throw new ApiFailure(403, 'forbidden_scope', `This key lacks the scope ${scope}`);
    await next();
  };
}

/** The key of a request that passed requireOperatorKey. */
export function currentOperatorKey(c: Context): { id: number; prefix: string; locationId: number | null; scopes: OperatorScope[] } {
  const key = c.get(KEY as never) as VerifiedOperatorKey | undefined;
  if (!key) throw new Error('currentOperatorKey() used on a route without requireOperatorKey()');
  return key;
}
