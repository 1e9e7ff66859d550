import { desc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/transaction';
import { verifactuQueue, verifactuRecords } from '../../../platform/db/schema';
import { altaHashInput, anulacionHashInput, huellaOf } from './huella';
import type { AltaRecord, AnulacionRecord, ChainLink, VerifactuRecord } from '../../../platform/db/verifactuRecordTypes';

const CHAIN_LOCK = 'verifactu-chain';

export type UnhashedRecord = Omit<AltaRecord, 'huella'> | Omit<AnulacionRecord, 'huella'>;

export interface AppendedRecord {
  id: number;
  record: VerifactuRecord;
}

/**
 * Appends a record to its issuer's chain and queues it for the agency, in the caller's transaction. The
 * issuer's chain is locked until that transaction ends, so across every process each record names the
 * one committed before it and no two name the same (the unique index on previous_id backs this up).
 * `build` receives the chaining block and returns the record without its hash.
 */
export async function appendRecord(
  tx: Transaction,
  input: { issuerNif: string; invoiceId: number; build: (chain: ChainLink) => UnhashedRecord },
): Promise<AppendedRecord> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CHAIN_LOCK}::text), hashtext(${input.issuerNif}::text))`);
  const [last] = await tx
    .select({ id: verifactuRecords.id, huella: verifactuRecords.huella, fields: verifactuRecords.fields })
    .from(verifactuRecords)
    .where(eq(verifactuRecords.issuerNif, input.issuerNif))
    .orderBy(desc(verifactuRecords.id))
    .limit(1);
  const chain: ChainLink = last ? { first: false, previous: last.fields.id, previousHuella: last.huella } : { first: true };
  const unhashed = input.build(chain);
  const huella = huellaOf(unhashed.kind === 'alta' ? altaHashInput(unhashed) : anulacionHashInput(unhashed));
  const record = { ...unhashed, huella } as VerifactuRecord;
  const [row] = await tx
    .insert(verifactuRecords)
    .values({
      issuerNif: input.issuerNif,
      kind: record.kind,
      invoiceId: input.invoiceId,
      invoiceNumber: record.id.number,
      previousId: last?.id ?? null,
      huella,
      fields: record,
    })
    .returning({ id: verifactuRecords.id });
  await tx.insert(verifactuQueue).values({ recordId: row!.id, issuerNif: input.issuerNif });
  return { id: row!.id, record };
}
