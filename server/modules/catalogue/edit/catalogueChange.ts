import { recordAudit, type Actor, type AuditEntry } from '../../audit/recordAudit';
import { watchImportedStock } from '../../availability/importedStock';
import type { ReferenceArea } from '../../../platform/db/schema';
import type { Transaction } from '../../../platform/db/transaction';
import { bumpReferenceVersion } from '../referenceVersion';
import { lockCatalogue } from '../writeCatalogue';

export interface CatalogueChangeResult<T> {
  result: T;
  audit: AuditEntry;
}

/**
 * Runs one change of the catalogue inside the caller's transaction, with what every such change needs: the
 * catalogue lock (imports and edits do not interleave), its audit-log row, a bump of the reference areas it
 * touched (whose NOTIFY makes every process serve the change within a second), and an availability-log row
 * for each shop whose single goods' stock it changed.
 */
export async function changeCatalogue<T>(
  tx: Transaction,
  actor: Actor,
  now: Date,
  areas: readonly ReferenceArea[],
  change: () => Promise<CatalogueChangeResult<T>>,
): Promise<T> {
  await lockCatalogue(tx);
  const recordStock = await watchImportedStock(tx);
  const { result, audit } = await change();
  await recordAudit(tx, actor, audit);
  for (const area of areas) await bumpReferenceVersion(tx, area, now);
  await recordStock(actor.label, now);
  return result;
}
