import * as v from 'valibot';
import { COMMAND_LINE, recordAudit, type Actor } from '../audit/recordAudit';
import { watchImportedStock } from '../availability/importedStock';
import type { Database } from '../../platform/db/connect';
import type { SeedData } from '../../platform/db/seed/types';
import { CatalogueImportError } from './importError';
import { issuerProblems } from './importIssuer';
import { CatalogueFileSchema } from './importSchema';
import { lockCatalogue, writeCatalogue, type CatalogueWritten } from './writeCatalogue';

/** More problems than this are summarised: the first ones are what the operator fixes first. */
const MAX_PROBLEMS = 20;

/** A catalogue file's content checked against the import contract; every problem names its field. */
export function parseCatalogue(input: unknown): SeedData {
  const result = v.safeParse(CatalogueFileSchema, input);
  if (result.success) return result.output;
  const problems = result.issues.slice(0, MAX_PROBLEMS).map((issue) => `${v.getDotPath(issue) ?? '(the file)'}: ${issue.message}`);
  if (result.issues.length > MAX_PROBLEMS) problems.push(`… and ${result.issues.length - MAX_PROBLEMS} more`);
  throw new CatalogueImportError(problems);
}

export interface ImportOptions {
  /** The NIF the servers record invoices under (config.verifactu.issuerNif): every location's legal entity must have it. */
  issuerNif: string;
  /** What was imported (the file's name, the operator key), named in the availability log. */
  source?: string;
  /** Who imports, named in the audit log: the command line unless an operator key. */
  actor?: Actor;
  now?: Date;
}

/**
 * Replaces the catalogue with a file's content (already parsed from JSON) in one transaction: a file
 * that fails the contract, a location whose legal NIF is not the invoice issuer's (refused at start too),
 * or a change that would orphan orders, writes nothing. Each shop whose single goods' stock changed gets
 * a row in its availability log (actor 'import', named `source`), so running servers push its new
 * availability to open streams. The import is one row of the audit log (`catalogue.import`).
 */
export async function importCatalogue(
  db: Database,
  input: unknown,
  { issuerNif, source = 'catalogue import', actor = COMMAND_LINE, now = new Date() }: ImportOptions,
): Promise<CatalogueWritten> {
  const data = parseCatalogue(input);
  const foreign = issuerProblems(data, issuerNif);
  if (foreign.length > 0) throw new CatalogueImportError(foreign);
  return db.transaction(async (tx) => {
    await lockCatalogue(tx);
    const recordStock = await watchImportedStock(tx);
    const written = await writeCatalogue(tx, data, now);
    await recordStock(source, now);
    await recordAudit(tx, actor, { action: 'catalogue.import', subject: 'catalogue', after: { source, ...written } });
    return written;
  });
}
