import { addLine, lineKey } from './cart';
import type { CartChoice, CatalogueProduct, ExtraChoice } from './cartChoices';
import { cleanLineNote } from './lineNote';
import { stockNotes } from '../availability/stock';

/** A line of a past order or invoice as "Order again" reads it: product, extras, quantity and note. */
export type PastLine = { code: string; title: string; quantity: number; choices: readonly ExtraChoice[]; notes: string };

/** The cart lines to add, and the names of the products the shop no longer sells (left out). */
export type RepeatedOrder = { lines: CartChoice[]; leftOut: string[] };

type SoldProduct = Pick<CatalogueProduct, 'productCode' | 'title' | 'extras' | 'isOneGoods' | 'stockCurrent'>;

/**
 * "Order again": a past order's lines as cart lines of choices (same product, extras, quantity
 * and note), for the shop's catalogue as it is today; prices are not copied, the cart is priced from the
 * catalogue. A product the shop no longer sells (or has none of) is left out and named once; an extra
 * the product no longer offers is dropped from its line.
 */
export function repeatOrder(past: readonly PastLine[], catalogue: readonly SoldProduct[]): RepeatedOrder {
  const byCode = new Map(catalogue.map((product) => [product.productCode, product]));
  let lines: CartChoice[] = [];
  const leftOut: string[] = [];
  for (const line of past) {
    const product = byCode.get(line.code);
    if (!product || !stockNotes(product).available) {
      if (!leftOut.includes(line.title)) leftOut.push(line.title);
      continue;
    }
    const choices = line.choices.filter((choice) => product.extras.includes(choice.extraId)).map(({ extraId, value }) => ({ extraId, value }));
    const notes = cleanLineNote(line.notes);
    const key = lineKey(product.productCode, choices, notes);
    lines = addLine(lines, { key, productCode: product.productCode, title: product.title, quantity: line.quantity, choices, notes });
  }
  return { lines, leftOut };
}
