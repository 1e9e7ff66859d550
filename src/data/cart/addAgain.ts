import type { Product } from '../../api/contract';
import type { ExtraChoice } from '../../domain/orders/cartChoices';
import { orderAgain, type OrderAgainOutcome } from './orderAgain';

/** One tap of the repurchase block: one unit of the product with the extras it was last bought with. */
export function addAgain(locationCode: string, product: Pick<Product, 'productCode' | 'title'>, choices: readonly ExtraChoice[]): Promise<OrderAgainOutcome> {
  return orderAgain(locationCode, [{ code: product.productCode, title: product.title, quantity: 1, choices, notes: '' }]);
}
