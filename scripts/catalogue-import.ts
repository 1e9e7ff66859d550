// `npm run catalogue:import FILE`: loads a shop's catalogue (the shape `npm run catalogue:export` writes)
// into the database the server uses (DATABASE_URL, else the embedded one under DATA_DIR), in one
// transaction. Exit 0 with counts; exit 1 with the problems, each naming its field, and nothing written.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importCatalogue, parseCatalogue } from '../server/modules/catalogue/importCatalogue';
import { CatalogueImportError } from '../server/modules/catalogue/importError';
import { issuerProblems } from '../server/modules/catalogue/importIssuer';
import type { CatalogueWritten } from '../server/modules/catalogue/writeCatalogue';
import { configFromEnv, invoiceIssuerNif } from '../server/platform/config/config';
import { openDatabase } from '../server/platform/db/connect';
import { parseEnvironment } from '../server/platform/config/environment';

const USAGE = 'Usage: npm run catalogue:import FILE  (the database: DATABASE_URL, else DATA_DIR as for the server)';

function readJson(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new CatalogueImportError([`${file}: cannot be read (${(error as Error).message})`]);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CatalogueImportError([`${file}: not valid JSON (${(error as Error).message})`]);
  }
}

function report(file: string, written: CatalogueWritten): string {
  const counts = Object.entries(written.counts)
    .map(([list, n]) => `${list} ${n}`)
    .join(', ');
  const lines = [`Catalogue imported from ${file}: ${counts}.`];
  if (written.removed.products.length > 0) lines.push(`Removed products: ${written.removed.products.join(', ')}.`);
  if (written.removed.locations.length > 0) lines.push(`Removed locations: ${written.removed.locations.join(', ')}.`);
  if (written.keptUnsold.length > 0) lines.push(`Archived (kept for their orders and reviews, sold nowhere): ${written.keptUnsold.join(', ')}.`);
  lines.push('Running servers show it within a second.');
  return lines.join('\n');
}

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error(USAGE);
    return 1;
  }
  // The servers' own setting: every location's legal entity must be the issuer they record invoices under.
  const environment = parseEnvironment(process.env);
  const options = configFromEnv(process.env);
  const issuerNif = invoiceIssuerNif(options, options.mode ?? 'demo');
  if (!issuerNif) throw new CatalogueImportError(["VERIFACTU_ISSUER_NIF: required in production, the NIF of the legal entity that issues the shops' invoices"]);
  const content = readJson(file);
  // Checked before the database is even opened.
  const foreign = issuerProblems(parseCatalogue(content), issuerNif);
  if (foreign.length > 0) throw new CatalogueImportError(foreign);
  const database = await openDatabase({ databaseUrl: environment.DATABASE_URL, dataDir: path.resolve(environment.DATA_DIR) });
  try {
    console.log(report(file, await importCatalogue(database.db, content, { issuerNif, source: path.basename(file) })));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof CatalogueImportError ? error.message : error);
    process.exit(1);
  },
);
