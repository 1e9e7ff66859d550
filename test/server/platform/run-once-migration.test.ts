import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.resolve('server/platform/db/migrations');
/** The last migration with the two old stores (idempotency_keys, client_mutations). */
const BEFORE_RUN_ONCE = 9;

/** A copy of the migrations folder whose journal stops at `lastIndex`. */
function migrationsUpTo(lastIndex: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'ritmo-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('migrating the two replay stores into run_once', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every remembered answer of both headers, under its scope', async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    const before = migrationsUpTo(BEFORE_RUN_ONCE);
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into customers (code, email, name, phone) values ('RC000001', 'ana@example.com', 'Ana', '600000001');
      insert into idempotency_keys (customer_id, key, request_hash, status, answer) values (1, 'order-key', 'h1', 200, '{"wasOk":true}');
      insert into client_mutations (customer_id, mutation_id, request_hash, status, answer) values (1, 'm-1', 'h2', 409, '{"wasOk":false}');
    `);

    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows } = await client.query<{ scope: string; key: string; request_hash: string; status: number }>(
      'select scope, key, request_hash, status from run_once order by scope',
    );
    expect(rows).toEqual([
      { scope: 'mutation', key: 'm-1', request_hash: 'h2', status: 409 },
      { scope: 'order', key: 'order-key', request_hash: 'h1', status: 200 },
    ]);
    const { rows: old } = await client.query<{ name: string | null }>(
      "select to_regclass('idempotency_keys')::text as name union all select to_regclass('client_mutations')::text",
    );
    expect(old).toEqual([{ name: null }, { name: null }]);
    await client.close();
  });
});
