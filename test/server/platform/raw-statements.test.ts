import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, statementsInOrder } from '../../../server/platform/db/rawStatements';
import { backends, type FreshDatabase } from '../harness';

// Raw statements answer alike on PGlite and PostgreSQL: the callers never learn which engine runs.
describe.each(backends)('raw statements on $name', (backend) => {
  let fresh: FreshDatabase;

  beforeAll(async () => {
    fresh = await backend.fresh();
  });

  afterAll(async () => {
    await fresh.dispose();
  });

  it('answers the rows of one statement as an array, on the database or in a transaction', async () => {
    const { db } = fresh.opened;
    expect(await rowsOf(db, sql`select 1 as one, 'a' as letter union all select 2, 'b' order by one`)).toEqual([
      { one: 1, letter: 'a' },
      { one: 2, letter: 'b' },
    ]);
    const inTransaction = await db.transaction((tx) => rowsOf<{ n: number }>(tx, sql`select 3 as n`));
    expect(inTransaction).toEqual([{ n: 3 }]);
    expect(await rowsOf(db, sql`select 1 where false`)).toEqual([]);
  });

  it('runs statements in the given order in the transaction and answers the rows of each', async () => {
    const { db } = fresh.opened;
    const answers = await db.transaction((tx) =>
      statementsInOrder(tx, [
        sql`create temporary table steps (n int) on commit drop`,
        sql`insert into steps values (1), (2) returning n`,
        sql`select count(*)::int as counted, json_agg(n order by n) as seen from steps`,
      ]),
    );
    expect(answers).toEqual([[], [{ n: 1 }, { n: 2 }], [{ counted: 2, seen: [1, 2] }]]);
  });

  it("throws the driver's own error for a failing statement, and the transaction is rolled back", async () => {
    const { db } = fresh.opened;
    const failed = await db
      .transaction((tx) => statementsInOrder(tx, [sql`create table rolled_back (n int)`, sql`select 1 / ${0}::int as n`]))
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(DrizzleQueryError);
    expect((failed as { code?: string }).code).toBe('22012');
    expect(await rowsOf(db, sql`select to_regclass('rolled_back') as found`)).toEqual([{ found: null }]);
  });
});
