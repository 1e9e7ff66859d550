/**
 * What the live benchmarks share (not a benchmark itself): their own PostgreSQL database, server
 * processes in board mode, staff and customers inserted directly, paid orders, and a light SSE client.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import postgres from 'postgres';
import { signStaffToken } from '../server/modules/people/signIn/staffTokens';
import { signSessionToken } from '../server/modules/people/signIn/tokens';
import { openDatabase, type OpenedDatabase } from '../server/platform/db/connect';
import { customers, staff, staffShops } from '../server/platform/db/schema';
import { markOrderPaid } from '../server/modules/orders/paymentState';
import { ephemeralConfig } from '../server/platform/config/config';
import { REFERRAL_MIN_ORDER_CENTS } from '../src/domain/loyalty/loyalty';
import { nextOpeningMoment } from '../test/e2e/harness';
import { resetPostgres } from './benchDatabase';
import { writeResult, type BenchResult } from './lib/report';
import { orderBody, SHOP_ID } from './orderLoad';
import { startServerProcess, type ServerProcess } from './serverProcess';

export const LIVE_BENCH_DATABASE_URL = process.env.LIVE_BENCH_DATABASE_URL || 'postgres://root@127.0.0.1:5432/bench_live';
const JWT_SECRET = 'live-bench-secret-0123456789abcdef0123';
export const SECRET = new TextEncoder().encode(JWT_SECRET);
/** The two pick-up shops of the seed. */
export const SHOPS = [
  { id: 10, code: 'va01' },
  { id: 11, code: 'va02' },
] as const;

/** Refuses the databases of the test suite, the other benchmarks and the server's own. */
function assertOwnDatabase(databaseUrl: string): void {
  const name = new URL(databaseUrl).pathname.replace(/^\//, '');
  if (['test', 'bench', 'root', 'postgres'].includes(name)) throw new Error(`The live benchmarks never use the database "${name}"`);
}

/** Creates the benchmark's database when PostgreSQL says it does not exist. */
async function ensureDatabase(databaseUrl: string): Promise<void> {
  const sql = postgres(databaseUrl, { onnotice: () => {}, max: 1, connect_timeout: 5 });
  try {
    await sql`select 1`;
  } catch (error) {
    if (!String(error).includes('does not exist')) throw error;
    const url = new URL(databaseUrl);
    const created = spawnSync(
      'createdb',
      ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'root', url.pathname.slice(1)],
      { stdio: 'inherit' },
    );
    if (created.status !== 0) throw new Error(`createdb ${url.pathname.slice(1)} failed`, { cause: error });
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export interface LiveBed {
  servers: ServerProcess[];
  opened: OpenedDatabase;
  clockStart: Date;
  stop(): Promise<void>;
}

/** `count` server processes on a fresh database: the first migrates and seeds, then the others start. */
export async function startLiveBed(count: number): Promise<LiveBed> {
  assertOwnDatabase(LIVE_BENCH_DATABASE_URL);
  await ensureDatabase(LIVE_BENCH_DATABASE_URL);
  const failure = await resetPostgres(LIVE_BENCH_DATABASE_URL);
  if (failure) throw new Error(`PostgreSQL: ${failure}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ritmo-live-bench-'));
  const clockStart = nextOpeningMoment();
  const start = (index: number) =>
    startServerProcess({
      dataDir: path.join(dataDir, `p${index}`),
      databaseUrl: LIVE_BENCH_DATABASE_URL,
      logFile: path.join(dataDir, `server-${index}.log`),
      clockStart,
      // Each simulated client comes from an address of its own (openSse), as real ones do.
      env: { JWT_SECRET, FULFILMENT: 'board', TRUST_PROXY: '1' },
    });
  const servers = [await start(0)];
  servers.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)))));
  const opened = await openDatabase({ databaseUrl: LIVE_BENCH_DATABASE_URL, dataDir });
  return {
    servers,
    opened,
    clockStart,
    async stop() {
      await opened.close();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/**
 * Measures on a live bed of `count` processes, then writes the result as `name`; the event streams the
 * measure opens go in `clients`, closed with the bed afterwards, whatever happens.
 */
export async function measureOnLiveBed(
  name: string,
  count: number,
  measure: (bed: LiveBed, clients: SseClient[]) => Promise<BenchResult>,
): Promise<BenchResult> {
  const bed = await startLiveBed(count);
  const clients: SseClient[] = [];
  try {
    const result = await measure(bed, clients);
    writeResult(name, result);
    return result;
  } finally {
    for (const client of clients) client.close();
    await bed.stop();
  }
}

export interface Person {
  id: number;
  token: string;
}

/** Staff inserted as the `staff` command would, spread over the shops (`shopOf(index)`), with their tokens. */
export async function insertStaff(bed: LiveBed, count: number, shopOf: (index: number) => number): Promise<(Person & { shopId: number })[]> {
  const rows = await bed.opened.db
    .insert(staff)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `barista${index}-${randomUUID().slice(0, 8)}@ritmo.local`,
        name: `Barista ${index}`,
        role: 'barista' as const,
      })),
    )
    .returning({ id: staff.id, email: staff.email });
  await bed.opened.db.insert(staffShops).values(rows.map((row, index) => ({ staffId: row.id, locationId: shopOf(index) })));
  return Promise.all(rows.map(async (row, index) => ({ id: row.id, shopId: shopOf(index), token: await signStaffToken(SECRET, row, bed.clockStart) })));
}

/** Customers inserted as a first sign-in would, with their session tokens. */
export async function insertCustomers(bed: LiveBed, count: number): Promise<Person[]> {
  const rows = await bed.opened.db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        code: `pending-${randomUUID()}`,
        email: `live${index}-${randomUUID().slice(0, 8)}@example.com`,
        name: `Cliente ${index}`,
        phone: '600000000',
        createdAt: bed.clockStart,
      })),
    )
    .returning({ id: customers.id, email: customers.email });
  return Promise.all(
    rows.map(async (row) => {
      const code = `RC${String(row.id).padStart(6, '0')}`;
      await bed.opened.db.update(customers).set({ code }).where(eq(customers.id, row.id));
      return { id: row.id, token: await signSessionToken(SECRET, { id: row.id, code, email: row.email }, bed.clockStart) };
    }),
  );
}

/** A pick-up order at va01 placed through the API as the app places it, then marked paid as the gateway would. */
export async function placePaidOrder(bed: LiveBed, serverUrl: string, customer: Person): Promise<number> {
  const response = await fetch(`${serverUrl}/api/customer/orders`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${customer.token}`,
      'X-Location-Id': String(SHOP_ID),
      'X-Language': 'es',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(await orderBody(serverUrl)),
  });
  const answer = (await response.json()) as { wasOk: boolean; data?: { order: { orderId: number } }; error?: { message: string } };
  if (!answer.wasOk || !answer.data) throw new Error(`Ordering failed: HTTP ${response.status} ${answer.error?.message ?? ''}`);
  const { orderId } = answer.data.order;
  await bed.opened.db.transaction((tx) =>
    markOrderPaid(tx, orderId, bed.clockStart, { referralMinOrderCents: REFERRAL_MIN_ORDER_CENTS, issuer: ephemeralConfig().verifactu }),
  );
  return orderId;
}

/** A board's tap: POST status as the board sends it; resolves with the HTTP status. */
export async function tap(serverUrl: string, staffToken: string, orderId: number, expected: number, to: number): Promise<number> {
  const response = await fetch(`${serverUrl}/api/staff/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ to, expected }),
  });
  await response.arrayBuffer();
  return response.status;
}

export interface SseMessage {
  id: string | null;
  event: string;
  data: { orderId?: number; statusId?: number };
}

export interface SseClient {
  opened: Promise<void>;
  close(): void;
}

/** Many streams at once: one socket each, no per-stream agent pooling, messages parsed as they come. */
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

let clientsOpened = 0;
/** An address of its own for each stream opened, sent as the proxy would: the server caps streams per address. */
const nextClientAddress = () => {
  clientsOpened += 1;
  return `10.${(clientsOpened >> 16) & 255}.${(clientsOpened >> 8) & 255}.${clientsOpened & 255}`;
};

export function openSse(serverUrl: string, apiPath: string, token: string, onMessage: (message: SseMessage) => void): SseClient {
  let request: http.ClientRequest | undefined;
  const headers = { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', 'X-Forwarded-For': nextClientAddress() };
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(`${serverUrl}${apiPath}`, { agent, headers }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`${apiPath}: HTTP ${String(response.statusCode)}`));
        response.resume();
        return;
      }
      resolve();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let id: string | null = null;
          let event = 'message';
          let data = '';
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) id = line.slice(4);
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
          }
          if (data) onMessage({ id, event, data: JSON.parse(data) as SseMessage['data'] });
        }
      });
      response.on('error', () => {});
    });
    request.on('error', reject);
  });
  return { opened, close: () => request?.destroy() };
}

/** Resident memory of a process in MB (Linux /proc; NaN elsewhere). */
export function rssMegabytes(pid: number | undefined): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
