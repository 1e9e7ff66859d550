// `npm run catalogue:export FILE`: writes the demo catalogue as a catalogue file, the starting point
// for a shop's own (edit it, then `npm run catalogue:import FILE`).
import { writeFileSync } from 'node:fs';
import { demoCatalogue } from '../server/modules/catalogue/demoCatalogue';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run catalogue:export FILE');
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(demoCatalogue, null, 2)}\n`);
console.log(`Demo catalogue written to ${file}: ${demoCatalogue.products.length} products, ${demoCatalogue.locations.length} locations.`);
