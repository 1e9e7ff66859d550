import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../server/platform/db/connect';
import { seedIfEmpty } from '../../../server/modules/catalogue/demoCatalogue';
import type { AgencyConnection } from '../../../server/platform/config/verifactuSending';
import { agencySender } from '../../../server/modules/fiscal/verifactu/agencyClient';
import { appendRecord } from '../../../server/modules/fiscal/verifactu/appendRecord';
import { TEST_CERTS_DIR } from '../../../server/modules/fiscal/verifactu/localAgency';
import type { AltaRecord, SoftwareSystem } from '../../../server/platform/db/verifactuRecordTypes';

export const ISSUER_NIF = 'B00000034';
export const ISSUER_NAME = 'Ritmo Café S.L.';
export const SYSTEM: SoftwareSystem = {
  producerName: 'Ritmo Café S.L.',
  producerNif: 'B00000034',
  name: 'Ritmo PWA',
  id: 'RP',
  version: '1.1.46',
  installationNumber: 'VA01-1',
};
export const cert = (name: string) => path.join(TEST_CERTS_DIR, name);

/** The seeded database with one paid order and its invoice, which the hand-made records name. */
export async function invoiceForRecords(db: Database): Promise<number> {
  await seedIfEmpty(db);
  const rows = await db.execute(sql`
    with customer as (insert into customers (code, email) values ('VFTEST', 'verifactu@example.com') returning id),
    placed as (
      insert into orders (customer_id, location_id, order_code, gateway_order_number, payment_type_id, status_id, payment_status_id, total_products, total_price, total_price_net, total_price_vat)
      select id, 10, 'VA01-VF0001', '0001VF000001', 1, 1, 1, 1, 3.20, 2.91, 0.29 from customer returning id, customer_id)
    insert into invoices (order_id, customer_id, invoice_number) select id, customer_id, 'F2026-VF0001' from placed returning id`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return Number((list[0] as { id: number | string }).id);
}

/** An F2 issue record as the record builder makes them, numbered by `n`. */
export function altaFields(n: number, generatedAt = '2026-11-27T10:15:00+01:00'): Omit<AltaRecord, 'huella' | 'chain'> {
  return {
    kind: 'alta',
    id: { issuerNif: ISSUER_NIF, number: `F2026-${String(n).padStart(6, '0')}`, issueDate: '27-11-2026' },
    issuerName: ISSUER_NAME,
    invoiceType: 'F2',
    description: 'Venta en cafetería',
    breakdown: [{ rate: '10.00', base: '2.91', vat: '0.29' }],
    vatTotal: '0.29',
    total: '3.20',
    chain: { first: true },
    system: SYSTEM,
    generatedAt,
    hashType: '01',
  } as Omit<AltaRecord, 'huella' | 'chain'>;
}

/** Appends records `from`..`from + count - 1` to the issuer's chain, in one transaction. */
export async function appendRecords(db: Database, invoiceId: number, from: number, count: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let n = from; n < from + count; n += 1) {
      const appended = await appendRecord(tx, { issuerNif: ISSUER_NIF, invoiceId, build: (chain) => ({ ...altaFields(n), chain }) });
      ids.push(appended.id);
    }
    return ids;
  });
}

export function testConnection(
  endpoint: string,
  timeoutMs = 10_000,
  certificate: AgencyConnection['certificate'] = { certPath: cert('client.pem'), keyPath: cert('client.key') },
): AgencyConnection {
  return { endpoint, certificate, caPath: cert('ca.pem'), timeoutMs };
}

export const testSender = (endpoint: string, timeoutMs?: number) => agencySender(testConnection(endpoint, timeoutMs));
