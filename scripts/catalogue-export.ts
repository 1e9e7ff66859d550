// `npm run catalogue:export FILE`: writes the live catalogue of the database the server uses (DATABASE_URL,
// else the embedded one under DATA_DIR) as a catalogue file: what the back office shows now, with shops' own
// prices, may-contain texts and photo keys. A database without a catalogue yet gives the demo catalogue, the
// starting point for a shop's own. Edit it, then `npm run catalogue:import FILE`.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { demoCatalogue } from '../server/modules/catalogue/demoCatalogue';
import { exportCatalogue } from '../server/modules/catalogue/exportCatalogue';
import { parseEnvironment } from '../server/platform/config/environment';
import { openDatabase } from '../server/platform/db/connect';
import { referenceVersions } from '../server/platform/db/schema';

async function main(file: string | undefined): Promise<number> {
  if (!file) {
    console.error('Usage: npm run catalogue:export FILE  (the database: DATABASE_URL, else DATA_DIR as for the server)');
    return 1;
  }
  const environment = parseEnvironment(process.env);
  const database = await openDatabase({ databaseUrl: environment.DATABASE_URL, dataDir: path.resolve(environment.DATA_DIR) });
  try {
    // The seed and every import write the reference versions last: without them there is no catalogue yet.
    const [written] = await database.db.select({ n: count() }).from(referenceVersions);
    const live = (written?.n ?? 0) > 0;
    const catalogue = live ? await exportCatalogue(database.db) : demoCatalogue;
    writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
    const what = live ? 'Catalogue' : 'No catalogue in the database yet; the demo catalogue';
    console.log(`${what} written to ${file}: ${catalogue.products.length} products, ${catalogue.locations.length} locations.`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv[2]).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
