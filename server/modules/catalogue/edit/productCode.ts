import { sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { products } from '../../../platform/db/schema';

/**
 * The next free code in the catalogue's own series (P1001, P1002…), archived products' codes included. A
 * code never holds a dash: the customer's product address ends with the code after its last dash.
 */
export async function freeProductCode(tx: Executor): Promise<string> {
  const [row] = await tx
    .select({ highest: sql<number | null>`max(substring(${products.productCode} from '^P([0-9]{1,9})$')::int)`.mapWith(Number) })
    .from(products);
  const highest = row?.highest && Number.isFinite(row.highest) ? row.highest : 1000;
  return `P${highest + 1}`;
}
