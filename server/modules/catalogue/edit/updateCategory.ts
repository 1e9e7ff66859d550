import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CategoryPatchSchema, ManageCategory } from '../../../../src/api/contract/manage/catalogue';
import type { Transaction } from '../../../platform/db/transaction';
import { categories } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/envelope';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { categoryView } from './manageView';

/** Changes any of a category's title, sort and whether its goods can be delivered. */
export async function updateCategory(
  tx: Transaction,
  actor: Actor,
  id: number,
  patch: v.InferOutput<typeof CategoryPatchSchema>,
  now: Date,
): Promise<ManageCategory> {
  return changeCatalogue(tx, actor, now, ['catalogue'], async () => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!current) throw notFound(`There is no category ${id}`);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    const [row] = await tx
      .update(categories)
      .set({ ...defined, updatedAt: now })
      .where(eq(categories.id, id))
      .returning();
    const after = categoryView(row as typeof categories.$inferSelect);
    return { result: after, audit: { action: 'category.update', subject: `category:${id}`, before: categoryView(current), after } };
  });
}
