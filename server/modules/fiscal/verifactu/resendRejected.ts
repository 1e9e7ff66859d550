import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/connect';
import { verifactuQueue, verifactuRecords } from '../../../platform/db/schema';
import { appendRecord, type AppendedRecord } from './appendRecord';
import type { SoftwareSystem } from '../../../platform/db/verifactuRecordTypes';

export class ResendRefused extends Error {}

/** FechaHoraHusoGenRegistro: the instant with Spain's mainland offset, to the second (2026-11-27T10:15:00+01:00). */
export function agencyTimestamp(at: Date, timeZone = 'Europe/Madrid'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/**
 * Sends a refused issue record again, corrected ("subsanación"): a NEW record at the end of the issuer's
 * chain with the stored invoice fields, the issuer name and system block as configured now, a new generation
 * time, and Subsanacion S + RechazoPrevio X, which is how the agency's design marks a record sent again
 * after it refused it and never stored it. The refused record stays as it was (records are never changed).
 * Refused once per record: a second resend of the same refusal is refused here.
 */
export async function resendRejected(
  db: Database,
  recordId: number,
  current: { issuerName?: string | undefined; system?: SoftwareSystem | undefined },
  now: Date,
): Promise<AppendedRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        state: verifactuQueue.state,
        issuerNif: verifactuRecords.issuerNif,
        invoiceId: verifactuRecords.invoiceId,
        invoiceNumber: verifactuRecords.invoiceNumber,
        fields: verifactuRecords.fields,
      })
      .from(verifactuRecords)
      .innerJoin(verifactuQueue, eq(verifactuQueue.recordId, verifactuRecords.id))
      .where(eq(verifactuRecords.id, recordId));
    if (!row) throw new ResendRefused(`No record ${recordId}`);
    if (row.state !== 'rejected') throw new ResendRefused(`Record ${recordId} is ${row.state}, not rejected: only a record the agency refused is sent again`);
    const stored = row.fields;
    if (stored.kind !== 'alta') throw new ResendRefused(`Record ${recordId} is a cancellation: only issue records are sent again corrected`);
    // The chain lock of appendRecord, taken first so no other resend of this record slips in between.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verifactu-chain'::text), hashtext(${row.issuerNif}::text))`);
    const [later] = await tx
      .select({ id: verifactuRecords.id })
      .from(verifactuRecords)
      .where(
        and(
          eq(verifactuRecords.issuerNif, row.issuerNif),
          eq(verifactuRecords.invoiceNumber, row.invoiceNumber),
          eq(verifactuRecords.kind, 'alta'),
          gt(verifactuRecords.id, recordId),
        ),
      )
      .limit(1);
    if (later) throw new ResendRefused(`Record ${recordId} was already sent again as record ${later.id}`);
    return appendRecord(tx, {
      issuerNif: row.issuerNif,
      invoiceId: row.invoiceId,
      build: (chain) => {
        const { huella: _huella, ...fields } = stored;
        return {
          ...fields,
          issuerName: current.issuerName ?? stored.issuerName,
          system: current.system ?? stored.system,
          correction: { rejectedBefore: true },
          chain,
          generatedAt: agencyTimestamp(now),
        };
      },
    });
  });
}
