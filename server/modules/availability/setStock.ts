import { and, eq } from 'drizzle-orm';
import type { StockBody } from '../../../src/api/contract/counter/availability';
import { stockProblem } from '../../../src/domain/availability/availability';
import type { Database } from '../../platform/db/connect';
import { locationProducts } from '../../platform/db/schema';
import { ApiFailure } from '../../platform/http/envelope';
import { recordAvailabilityChange } from './log';
import { refuseIf, requireManager, type AvailabilityWriter } from './refusals';
import type { AvailabilityShop } from './shops';
import { soldProduct } from './targets';

/** Managers: the units of a single good at the shop (its own stock from then on). Answers the log row's id. */
export async function setStock(db: Database, shop: AvailabilityShop, writer: AvailabilityWriter, body: Omit<StockBody, 'shop'>, now: Date): Promise<number> {
  requireManager(writer);
  refuseIf(stockProblem(body.stock));
  return db.transaction(async (tx) => {
    const sold = await soldProduct(tx, shop.id, body.productCode);
    if (!sold) throw new ApiFailure(404, 'not_sold_here', `Product ${body.productCode} is not sold at this shop`, 'productCode');
    if (!sold.isOneGoods) throw new ApiFailure(409, 'not_single_goods', 'Only single goods (beans, mugs…) keep a stock', 'productCode');
    await tx
      .update(locationProducts)
      .set({ stockCurrent: body.stock })
      .where(and(eq(locationProducts.locationId, shop.id), eq(locationProducts.productCode, body.productCode)));
    const detail = { productCode: body.productCode, from: sold.shopStock ?? sold.productStock, to: body.stock };
    return recordAvailabilityChange(tx, { locationId: shop.id, actorKind: writer.actorKind, actor: writer.actor, action: 'stock', detail }, now);
  });
}
