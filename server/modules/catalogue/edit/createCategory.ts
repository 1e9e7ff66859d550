import { max } from 'drizzle-orm';
import type * as v from 'valibot';
import type { CategoryCreateSchema, ManageCategory } from '../../../../src/api/contract/manage/catalogue';
import type { Transaction } from '../../../platform/db/transaction';
import { categories } from '../../../platform/db/schema';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { categoryView } from './manageView';
import { nextId } from './nextId';

/** Adds a category; without a sort it comes last. */
export async function createCategory(tx: Transaction, actor: Actor, input: v.InferOutput<typeof CategoryCreateSchema>, now: Date): Promise<ManageCategory> {
  return changeCatalogue(tx, actor, now, ['catalogue'], async () => {
    const id = await nextId(tx, categories, categories.id);
    const [last] = await tx.select({ sort: max(categories.sort) }).from(categories);
    const sort = input.sort ?? (last?.sort ?? 0) + 1;
    const [row] = await tx.insert(categories).values({ id, title: input.title, sort, deliverable: input.deliverable, updatedAt: now }).returning();
    const after = categoryView(row as typeof categories.$inferSelect);
    return { result: after, audit: { action: 'category.create', subject: `category:${id}`, after } };
  });
}
