import { inArray, sql } from 'drizzle-orm';
import type { ManageExtra } from '../../../../src/api/contract/manage/catalogue';
import type { Executor } from '../../../platform/db/transaction';
import { productExtras, products } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { priceKeys } from '../importChecks';

type ExtraFields = Omit<ManageExtra, 'id'>;

/** The rules of one extra (as the import's): a bool names its price key, a list's default is one of its options. */
export function checkExtraFields(extra: ExtraFields): void {
  if (extra.extraType === 'bool' && extra.value === '') throw new ApiFailure(422, 'invalid_field', 'A yes/no extra needs its price key in value', 'value');
  if (extra.extraType === 'list' && !extra.list.some((option) => option.id === extra.value)) {
    throw new ApiFailure(422, 'invalid_field', `The default option ${JSON.stringify(extra.value)} is not in the list`, 'value');
  }
}

/** A changed extra must still offer every option a product that offers it prices (409 naming the product). */
export async function checkPricedOptionsKept(tx: Executor, id: number, extra: ExtraFields): Promise<void> {
  const offering = await tx
    .select({ code: products.productCode, extraIds: products.extraIds, extrasPrice: products.extrasPrice })
    .from(products)
    .where(sql`${products.extraIds} @> ${JSON.stringify([id])}::jsonb`);
  if (offering.length === 0) return;
  const otherIds = [...new Set(offering.flatMap((product) => product.extraIds))].filter((other) => other !== id);
  const others = otherIds.length === 0 ? [] : await tx.select().from(productExtras).where(inArray(productExtras.id, otherIds));
  const keysOf = new Map<number, string[]>(others.map((other) => [other.id, priceKeys(other)]));
  keysOf.set(id, priceKeys(extra));
  for (const product of offering) {
    const offered = new Set(product.extraIds.flatMap((extraId) => keysOf.get(extraId) ?? []));
    const lost = Object.keys(product.extrasPrice).filter((key) => !offered.has(key));
    if (lost.length > 0) {
      throw new ApiFailure(409, 'option_priced', `${product.code} prices ${lost.join(', ')}, an option this change removes; change its prices first`, 'extras');
    }
  }
}
