import type { ManageExtra } from '../../../../src/api/contract/manage/catalogue';
import type { Transaction } from '../../../platform/db/transaction';
import { productExtras } from '../../../platform/db/schema';
import type { Actor } from '../../audit/recordAudit';
import { changeCatalogue } from './catalogueChange';
import { checkExtraFields } from './extraChecks';
import { extraView } from './manageView';
import { nextId } from './nextId';

/** Adds an extra (a product option: yes/no, one of a list, any of several) that products may then offer. */
export async function createExtra(tx: Transaction, actor: Actor, input: Omit<ManageExtra, 'id'>, now: Date): Promise<ManageExtra> {
  checkExtraFields(input);
  return changeCatalogue(tx, actor, now, ['productExtras'], async () => {
    const id = await nextId(tx, productExtras, productExtras.id);
    const [row] = await tx
      .insert(productExtras)
      .values({ id, ...input, updatedAt: now })
      .returning();
    const after = extraView(row as typeof productExtras.$inferSelect);
    return { result: after, audit: { action: 'extra.create', subject: `extra:${id}`, after } };
  });
}
