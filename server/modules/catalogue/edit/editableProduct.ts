import { eq } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/transaction';
import { products } from '../../../platform/db/schema';
import { ApiFailure, notFound } from '../../../platform/http/envelope';

/** The product to change, locked for the transaction: 404 when there is none, 409 `archived` once archived. */
export async function editableProduct(tx: Transaction, code: string): Promise<typeof products.$inferSelect> {
  const [row] = await tx.select().from(products).where(eq(products.productCode, code)).for('update');
  if (!row) throw notFound(`There is no product ${code}`);
  if (row.archivedAt) throw new ApiFailure(409, 'archived', `${code} is archived: it stays for its orders and can no longer be changed`, 'code');
  return row;
}
