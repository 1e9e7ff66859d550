import { and, eq, sql } from 'drizzle-orm';
import type { SoldOutTarget } from '../../../src/api/contract/counter/availability';
import { optionValues } from '../../../src/domain/pricing/pricing';
import type { Executor } from '../../platform/db/transaction';
import { locationProducts, productExtras, products } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';

/** The sold_out_items key of a target: the product's code, or `{extraId}:{value}`. */
export function targetKey(target: SoldOutTarget): string {
  return target.kind === 'product' ? target.productCode : `${target.extraId}:${target.value}`;
}

const notSoldHere = (what: string) => new ApiFailure(404, 'not_sold_here', `${what} is not sold at this shop`, 'target');

/** The shop's row of a product it sells (its own stock, the product's stock and kind); undefined when it does not sell it. */
export async function soldProduct(db: Executor, locationId: number, productCode: string) {
  const [row] = await db
    .select({ shopStock: locationProducts.stockCurrent, productStock: products.stockCurrent, isOneGoods: products.isOneGoods })
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .where(and(eq(locationProducts.locationId, locationId), eq(locationProducts.productCode, productCode)));
  return row;
}

/** Whether some product the shop sells offers the extra. */
async function extraOfferedAt(db: Executor, locationId: number, extraId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(locationProducts)
    .innerJoin(products, eq(products.productCode, locationProducts.productCode))
    .where(and(eq(locationProducts.locationId, locationId), sql`${products.extraIds} @> ${JSON.stringify([extraId])}::jsonb`))
    .limit(1);
  return row !== undefined;
}

/** 404 `not_sold_here` unless the shop sells the product, or offers the extra with that value on something it sells. */
export async function assertSoldAt(db: Executor, locationId: number, target: SoldOutTarget): Promise<void> {
  if (target.kind === 'product') {
    if (!(await soldProduct(db, locationId, target.productCode))) throw notSoldHere(`Product ${target.productCode}`);
    return;
  }
  const what = `Option ${target.value} of extra ${target.extraId}`;
  const [extra] = await db.select().from(productExtras).where(eq(productExtras.id, target.extraId));
  if (!extra) throw notSoldHere(what);
  const values = optionValues({
    id: extra.id,
    extraType: extra.extraType,
    conf: { titles: extra.titles, list: extra.list, extras: extra.extras },
    extra: { value: extra.value },
  });
  if (!values.includes(target.value) || !(await extraOfferedAt(db, locationId, target.extraId))) throw notSoldHere(what);
}
