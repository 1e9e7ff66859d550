import { eq } from 'drizzle-orm';
import type { ManageExtra } from '../../../../src/api/contract/manage/catalogue';
import type { Transaction } from '../../../platform/db/transaction';
import { productExtras } from '../../../platform/db/schema';
import { notFound } from '../../../platform/http/envelope';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { checkExtraFields, checkPricedOptionsKept } from './extraChecks';
import { extraView } from './manageView';

/** Changes any of an extra's fields; options a product prices cannot be removed from under it. */
export async function updateExtra(tx: Transaction, actor: Actor, id: number, patch: Partial<Omit<ManageExtra, 'id'>>, now: Date): Promise<ManageExtra> {
  return changeCatalogue(tx, actor, now, ['productExtras'], async () => {
    const [current] = await tx.select().from(productExtras).where(eq(productExtras.id, id)).for('update');
    if (!current) throw notFound(`There is no extra ${id}`);
    const before = extraView(current);
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<Omit<ManageExtra, 'id'>>;
    const { id: _id, ...next } = { ...before, ...defined };
    checkExtraFields(next);
    await checkPricedOptionsKept(tx, id, next);
    const [row] = await tx
      .update(productExtras)
      .set({ ...next, updatedAt: now })
      .where(eq(productExtras.id, id))
      .returning();
    const after = extraView(row as typeof productExtras.$inferSelect);
    return { result: after, audit: { action: 'extra.update', subject: `extra:${id}`, before, after } };
  });
}
