import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/transaction';
import { categories, productExtras } from '../../../platform/db/schema';
import { ApiFailure } from '../../../platform/http/envelope';
import { priceKeys } from '../importChecks';

const unprocessable = (field: string, message: string) => new ApiFailure(422, 'invalid_field', message, field);

/**
 * What a product's fields name must exist: its category, its extras, and an extra option for every price
 * key of extrasPrice. Each refusal is a 422 naming the field.
 */
export async function checkProductReferences(
  tx: Executor,
  product: { categoryId: number; extras: number[]; extrasPrice: Record<string, number> },
): Promise<void> {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, product.categoryId));
  if (!category) throw unprocessable('categoryId', `There is no category ${product.categoryId}`);
  const extras = product.extras.length === 0 ? [] : await tx.select().from(productExtras).where(inArray(productExtras.id, product.extras));
  const known = new Set(extras.map((extra) => extra.id));
  const unknown = product.extras.filter((id) => !known.has(id));
  if (unknown.length > 0) throw unprocessable('extras', `There is no extra ${unknown.join(', ')}`);
  if (new Set(product.extras).size !== product.extras.length) throw unprocessable('extras', 'An extra is listed twice');
  const offered = new Set(extras.flatMap(priceKeys));
  const foreign = Object.keys(product.extrasPrice).filter((key) => !offered.has(key));
  if (foreign.length > 0) throw unprocessable('extrasPrice', `A price for ${foreign.join(', ')}, an option none of the product's extras offers`);
}
