import { asc, eq } from 'drizzle-orm';
import type { ProductExtrasDic } from '../../../src/api/contract';
import type { Database } from '../../platform/db/connect';
import { productExtras, referenceVersions } from '../../platform/db/schema';

/** The productExtras dictionary; titles stay in both languages, as the dictionary has always kept them. */
export async function loadProductExtrasDic(db: Database): Promise<ProductExtrasDic> {
  const [rows, [version]] = await Promise.all([
    db.select().from(productExtras).orderBy(asc(productExtras.id)),
    db.select().from(referenceVersions).where(eq(referenceVersions.area, 'productExtras')).limit(1),
  ]);
  return {
    type: 'dic-product-extras',
    value: 'dic',
    list: rows.map((row) => ({
      id: row.id,
      extraType: row.extraType,
      conf: { titles: row.titles, list: row.list, extras: row.extras },
      extra: { value: row.value },
    })),
    updatedAt: (version?.updatedAt ?? new Date(0)).toISOString(),
  };
}
