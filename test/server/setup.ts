// Every server test file empties the PostgreSQL database it is given. Files run side by side, one per
// vitest worker, so each worker gets a database of its own: TEST_DATABASE_URL's name + `_w<worker>`,
// created on first use. Runs before each file's imports, so every reader of TEST_DATABASE_URL (the
// harness, the files that start server processes) sees the worker's database.
import postgres from 'postgres';

const shared = (process.env.TEST_DATABASE_URL_SHARED ??= process.env.TEST_DATABASE_URL ?? '');
const worker = process.env.VITEST_POOL_ID;

if (shared && worker) {
  const url = new URL(shared);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_w${worker}`;
  url.pathname = `/${encodeURIComponent(name)}`;
  if (process.env.TEST_DATABASE_URL !== url.href) {
    await createDatabaseIfMissing(shared, name);
    process.env.TEST_DATABASE_URL = url.href;
  }
}

async function createDatabaseIfMissing(connectUrl: string, name: string): Promise<void> {
  const sql = postgres(connectUrl, { onnotice: () => {}, max: 1 });
  try {
    const found = await sql`select 1 from pg_database where datname = ${name}`;
    if (found.length > 0) return;
    await sql.unsafe(`create database "${name.replaceAll('"', '""')}"`).catch((error: { code?: string }) => {
      // Another run with the same TEST_DATABASE_URL created it first.
      if (error.code !== '42P04' && error.code !== '23505') throw error;
    });
  } finally {
    await sql.end();
  }
}
