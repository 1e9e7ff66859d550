import { describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/platform/db/connect';
import { SessionCache, type SessionRow } from '../../../../server/modules/people/signIn/sessionCache';

/**
 * A database handle whose answers to the guard's reading come from a script: a driver that hands a query a
 * short result (as postgres.js can after PostgreSQL ends a connection mid-answer) is what the cache must survive.
 */
function scriptedDb(answers: SessionRow[][]): { db: Database; reads: () => number } {
  let reads = 0;
  const chain = {
    from: () => chain,
    where: () => Promise.resolve(answers[Math.min(reads++, answers.length - 1)]),
  };
  return { db: { select: () => chain } as unknown as Database, reads: () => reads };
}

const eva: SessionRow = { id: 7, code: 'C7', email: 'eva@example.com', notBefore: null, deletedAt: null };

describe('the guard’s kept reading of a customer', () => {
  it('reads a customer found missing once more, and keeps the customer found then', async () => {
    const cache = new SessionCache();
    cache.keep();
    const { db, reads } = scriptedDb([[], [eva]]);
    expect(await cache.read(db, 7)).toEqual(eva);
    expect(await cache.read(db, 7)).toEqual(eva);
    expect(reads()).toBe(2);
  });

  it('never keeps "missing": the next request reads again', async () => {
    const cache = new SessionCache();
    cache.keep();
    const { db, reads } = scriptedDb([[], [], [eva]]);
    expect(await cache.read(db, 7)).toBeUndefined();
    expect(await cache.read(db, 7)).toEqual(eva);
    expect(reads()).toBe(3);
  });

  it('takes no other customer’s row for this one', async () => {
    const cache = new SessionCache();
    cache.keep();
    const { db } = scriptedDb([[{ ...eva, id: 8 }], [{ ...eva, id: 8 }]]);
    expect(await cache.read(db, 7)).toBeUndefined();
  });
});
