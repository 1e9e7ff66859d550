import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { OperatorScope } from '../../src/api/contract/operator';
import type { Database } from '../db/connect';
import { operatorKeys } from '../db/schema';
import { ApiFailure } from '../http/envelope';

/**
 * Stand-in with the signatures the keys helper's file has, so the webhook routes compile and run in
 * their own branch; the keys helper's version replaces it at merge.
 */
export interface OperatorKeyIdentity {
  id: number;
  prefix: string;
  locationId: number | null;
  scopes: OperatorScope[];
}

const KEY_VARIABLE = 'operatorKey';

export function requireOperatorKey(db: Database, scope: OperatorScope, now: () => Date = () => new Date()): MiddlewareHandler {
  return async (c, next) => {
    const key = /^Bearer (rk_\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!key) throw new ApiFailure(401, 'unauthorized', 'An operator key is needed');
    const secretHash = createHash('sha256').update(key).digest('hex');
    const [row] = await db
      .select()
      .from(operatorKeys)
      .where(and(eq(operatorKeys.secretHash, secretHash), isNull(operatorKeys.revokedAt)));
    if (!row) throw new ApiFailure(401, 'unauthorized', 'Unknown or revoked operator key');
    if (!row.scopes.includes(scope)) throw new ApiFailure(403, 'forbidden_scope', `The key lacks the scope ${scope}`);
    await db.update(operatorKeys).set({ lastUsedAt: now() }).where(eq(operatorKeys.id, row.id));
    c.set(KEY_VARIABLE as never, { id: row.id, prefix: row.prefix, locationId: row.locationId, scopes: row.scopes as OperatorScope[] } as never);
    await next();
  };
}

export function currentOperatorKey(c: Context): OperatorKeyIdentity {
  const key = c.get(KEY_VARIABLE as never) as OperatorKeyIdentity | undefined;
  if (!key) throw new Error('requireOperatorKey did not run before this handler');
  return key;
}
