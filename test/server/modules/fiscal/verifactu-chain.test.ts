import { spawn } from 'node:child_process';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../../../server/modules/catalogue/demoCatalogue';
import { invoices, orders, verifactuQueue, verifactuRecords } from '../../../../server/platform/db/schema';
import { altaHashInput, anulacionHashInput, huellaOf } from '../../../../server/modules/fiscal/verifactu/huella';
import type { VerifactuRecord } from '../../../../server/platform/db/verifactuRecordTypes';
import { backends, type FreshDatabase } from '../../harness';
import { createCustomer } from '../../support/customers';
import { OPEN_TIME, SHOP_ID } from '../../support/orderBed';
import { PAID } from '../../support/paidSettings';

const databaseUrl = process.env.TEST_DATABASE_URL;
const PROCESSES = 4;
const PER_PROCESS = 50;
/** Invoices each process has in flight at once, each in a transaction of its own. */
const AT_ONCE = 5;
const INVOICES = PROCESSES * PER_PROCESS;

const hashOf = (record: VerifactuRecord) => huellaOf(record.kind === 'alta' ? altaHashInput(record) : anulacionHashInput(record));

/** Runs test/server/support/issueInvoices.ts in a process of its own; resolves to the numbers it issued. */
function issueInProcess(env: Record<string, string>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/server/support/issueInvoices.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`issuing process exited with ${code}: ${errors}`));
      else resolve((JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { numbers: string[] }).numbers);
    });
  });
}

describe.skipIf(!databaseUrl)('the VeriFactu chain of invoices issued by four processes on one PostgreSQL', () => {
  const postgresBackend = backends.find((backend) => backend.name === 'postgres')!;
  let fresh: FreshDatabase;
  let customerId: number;
  let orderIds: number[];

  beforeAll(async () => {
    fresh = await postgresBackend.fresh();
    const { db } = fresh.opened;
    await seedIfEmpty(db);
    customerId = (await createCustomer(db, 'chain@example.com', { name: 'Cadena' })).id;
    // Payable pick-up orders of different amounts at 10 % VAT, so that no two records hash alike.
    const rows = Array.from({ length: INVOICES }, (_, index) => {
      const grossCents = 320 + index;
      const baseCents = Math.round((grossCents * 100) / 110);
      const total = grossCents / 100;
      const base = baseCents / 100;
      const vat = (grossCents - baseCents) / 100;
      const code = String(index + 1).padStart(6, '0');
      return {
        customerId,
        locationId: SHOP_ID,
        orderCode: `VA01-CH${code}`,
        gatewayOrderNumber: `0002CH${code}`,
        paymentTypeId: 1,
        statusId: 1,
        paymentStatusId: 1,
        totalProducts: 1,
        totalPrice: total,
        totalPriceNet: base,
        totalPriceVat: vat,
        vatRates: [{ vatTypeId: 2, percent: 10, base, vat, gross: total }],
      };
    });
    orderIds = (await db.insert(orders).values(rows).returning({ id: orders.id })).map((row) => row.id);
  });
  afterAll(async () => {
    await fresh?.dispose();
  });

  it('200 invoices from 4 processes form one unbroken chain whose every hash recomputes from its fields', async () => {
    const startAt = Date.now() + 3000;
    const started = performance.now();
    const issued = await Promise.all(
      Array.from({ length: PROCESSES }, (_, index) =>
        issueInProcess({
          DATABASE_URL: fresh.location.databaseUrl as string,
          ORDER_IDS: orderIds.slice(index * PER_PROCESS, (index + 1) * PER_PROCESS).join(','),
          CUSTOMER_ID: String(customerId),
          AT_ONCE: String(AT_ONCE),
          START_AT: String(startAt),
          ISSUED_AT: OPEN_TIME.toISOString(),
        }),
      ),
    );
    console.info(
      `${INVOICES} invoices issued by ${PROCESSES} processes in ${Math.round(performance.now() - started)} ms (from spawn, including a 3 s start line)`,
    );
    const numbers = issued.flat();
    // How often the chain passes from one process's invoice to another's: the processes did compete.
    const processOf = new Map(issued.flatMap((list, index) => list.map((number) => [number, index] as const)));
    const inOrder = [...numbers].sort();
    const switches = inOrder.filter((number, index) => index > 0 && processOf.get(number) !== processOf.get(inOrder[index - 1]!)).length;
    console.info(`the series passes from one process to another ${switches} times`);
    expect(numbers).toHaveLength(INVOICES);
    expect(new Set(numbers).size).toBe(INVOICES);

    const { db } = fresh.opened;
    const records = await db.select().from(verifactuRecords).orderBy(asc(verifactuRecords.id));
    expect(records).toHaveLength(INVOICES);
    expect(records.every((record) => record.issuerNif === PAID.issuer.issuerNif && record.kind === 'alta')).toBe(true);
    expect(records.filter((record) => record.previousId === null).map((record) => record.id)).toEqual([records[0]!.id]);
    expect(records[0]!.fields.chain).toEqual({ first: true });

    // Walking back from the last record through previous_id meets every record once, in id order.
    const byId = new Map(records.map((record) => [record.id, record]));
    const walked: number[] = [];
    for (let at: number | null = records.at(-1)!.id; at !== null; at = byId.get(at)!.previousId) walked.push(at);
    expect(walked.reverse()).toEqual(records.map((record) => record.id));

    for (const [index, record] of records.entries()) {
      expect(hashOf(record.fields), `hash of record ${record.id}`).toBe(record.huella);
      expect(record.fields.huella).toBe(record.huella);
      if (index === 0) continue;
      const previous = records[index - 1]!;
      expect(record.previousId).toBe(previous.id);
      expect(record.fields.chain).toEqual({ first: false, previous: previous.fields.id, previousHuella: previous.huella });
    }

    // Each record is the record of one of the issued invoices, and each is queued for the agency.
    const issuedInvoices = await db.select({ id: invoices.id, number: invoices.invoiceNumber }).from(invoices);
    expect(issuedInvoices.map((invoice) => invoice.number).sort()).toEqual([...numbers].sort());
    expect(new Set(records.map((record) => record.invoiceId))).toEqual(new Set(issuedInvoices.map((invoice) => invoice.id)));
    expect(records.map((record) => record.fields.id.number).sort()).toEqual([...numbers].sort());
    expect(await db.$count(verifactuQueue, eq(verifactuQueue.state, 'pending'))).toBe(INVOICES);
  }, 180_000);
});
