import type { OrderCreateBody, Product, ProductExtra } from '../../api/contract';
import { orderBodyFromCart, priceCart, type CartLine, type CartTotals, type PriceCartOptions, type PricedLine } from './cart';
import { round2 } from '../pricing/money';
import type { PaymentTypeId } from '../pricing/paymentMethods';
import { selectedPreferences, type ExtraSelection } from '../pricing/pricing';
import { maxOrderable, stockLimit, stockNotes } from '../availability/stock';

/** One chosen option of a product extra: which extra and which option; its price comes from the catalogue. */
export type ExtraChoice = { extraId: number; value: string };

/**
 * Cart line as stored: what was chosen, never what it cost. `title` is the name when added, shown
 * only once the catalogue no longer has the product (otherwise the catalogue's current title is shown).
 */
export type CartChoice = {
  key: string;
  productCode: string;
  title: string;
  quantity: number;
  choices: ExtraChoice[];
  notes: string;
};

/** What pricing needs of a catalogue product (home-wapp, in Dexie). */
export type CatalogueProduct = Pick<Product, 'productCode' | 'title' | 'price' | 'vatType' | 'extras' | 'extrasPrice' | 'isOneGoods' | 'stockCurrent'>;

/** The shop's current catalogue as far as the cart needs it: its products and the extras dictionary. */
export type PricingCatalogue = { products: CatalogueProduct[]; extras: ProductExtra[] };

/**
 * A single good's stock as a cart line sees it: `left` units of the product in the shop, `lineMax` of
 * them for this line (the rest being in other lines of the same product).
 */
export type LineStock = { left: number; lineMax: number };

/**
 * A line the shop sells now, priced: `unitPrice` is the product's, `extrasPrice` the chosen extras' (per
 * unit); `stock` is null when the product has no limit; `isOneGoods` tells a single good from a drink.
 */
export type AvailableLine = PricedLine & { available: true; choices: ExtraChoice[]; extrasPrice: number; stock: LineStock | null; isOneGoods: boolean };
/**
 * A line whose product the shop no longer sells, or has run out of (`soldOut`: still on its menu, no unit
 * left): shown, left out of totals and order.
 */
export type UnavailableLine = CartChoice & { available: false; soldOut?: boolean };
export type PricedChoice = AvailableLine | UnavailableLine;

/** The cart priced once: every line by name, the totals of the available lines, the ritmitos choice applied. */
export type PricedCart = Omit<CartTotals, 'lines'> & { lines: PricedChoice[]; useRitmitos: boolean };

export type PricingRequest = { lines: CartChoice[]; catalogue: PricingCatalogue; opts: PriceCartOptions };

export function isAvailableLine(line: PricedChoice): line is AvailableLine {
  return line.available;
}

function selectionOf(choices: readonly ExtraChoice[]): ExtraSelection {
  const selection: ExtraSelection = {};
  for (const choice of choices) (selection[choice.extraId] ??= []).push(choice.value);
  return selection;
}

/** A stored choice resolved against the catalogue; null when the shop does not sell the product now. */
function resolveChoice(choice: CartChoice, product: CatalogueProduct | undefined, extras: ProductExtra[]): CartLine | null {
  if (!product || !stockNotes(product).available) return null;
  return {
    key: choice.key,
    productCode: choice.productCode,
    title: product.title,
    quantity: choice.quantity,
    unitPrice: product.price,
    vatTypeId: product.vatType.id,
    preferences: selectedPreferences(product, extras, selectionOf(choice.choices)),
    notes: choice.notes,
  };
}

function lineStock(product: CatalogueProduct, lines: readonly CartChoice[], key: string): LineStock | null {
  const left = stockLimit(product);
  const lineMax = maxOrderable(product, lines, key);
  return left === null || lineMax === null ? null : { left, lineMax };
}

/**
 * Cart recalculation from stored choices: each line takes the current catalogue's product and
 * extras prices; a product the shop no longer sells (or has none of) is kept but marked, and left out.
 */
export function priceChoices({ lines, catalogue, opts }: PricingRequest): PricedCart {
  const byCode = new Map(catalogue.products.map((product) => [product.productCode, product]));
  const resolved = lines.map((choice) => resolveChoice(choice, byCode.get(choice.productCode), catalogue.extras));
  const { lines: priced, ...totals } = priceCart(
    resolved.filter((line): line is CartLine => line !== null),
    opts,
  );
  let next = 0;
  const pricedLines = lines.map((choice, index): PricedChoice => {
    if (resolved[index] === null) return { ...choice, available: false, soldOut: byCode.has(choice.productCode) };
    const line = priced[next++] as PricedLine;
    const extrasPrice = round2(line.preferences.reduce((sum, p) => sum + p.price, 0));
    const product = byCode.get(choice.productCode) as CatalogueProduct;
    return { ...line, available: true, choices: choice.choices, extrasPrice, stock: lineStock(product, lines, choice.key), isOneGoods: product.isOneGoods };
  });
  return { ...totals, lines: pricedLines, useRitmitos: opts.useRitmitos };
}

/** POST /customer/orders body from the priced cart the customer sees: its available lines only. */
export function orderBodyFromPricedCart(priced: PricedCart, paymentTypeId: PaymentTypeId): OrderCreateBody {
  return orderBodyFromCart({ ...priced, lines: priced.lines.filter(isAvailableLine) }, paymentTypeId, priced.useRitmitos);
}

/** One line whose price moved between two pricings; null means not sold at the shop. */
export type PriceChange = { key: string; title: string; quantity: number; before: number | null; after: number | null };

const unitPriceOf = (line: PricedChoice): number | null => (line.available ? round2(line.unitPrice + line.extrasPrice) : null);

/**
 * The price check: the lines whose unit price (product + extras) or availability differ between what
 * the customer saw and the cart repriced from a refreshed catalogue; each with its line price before and after.
 */
export function priceChanges(before: PricedCart, after: PricedCart): PriceChange[] {
  const seen = new Map(before.lines.map((line) => [line.key, line]));
  return after.lines.flatMap((line) => {
    const old = seen.get(line.key);
    if (!old || unitPriceOf(old) === unitPriceOf(line)) return [];
    return [
      {
        key: line.key,
        title: line.title,
        quantity: line.quantity,
        before: old.available ? old.priceBase : null,
        after: line.available ? line.priceBase : null,
      },
    ];
  });
}

/** A cart line the shop cannot serve in full: what was asked and what it can keep (0: none). */
export type ShortCartLine = { key: string; title: string; quantity: number; available: number };

/**
 * The cart lines a stock refusal names: its positions count the order body's lines, which are the
 * available lines of the priced cart that was sent, in order. Positions beyond them are ignored.
 */
export function shortCartLines(sent: PricedCart, short: readonly { index: number; available: number }[]): ShortCartLine[] {
  const ordered = sent.lines.filter(isAvailableLine);
  return short.flatMap(({ index, available }) => {
    const line = ordered[index];
    return line ? [{ key: line.key, title: line.title, quantity: line.quantity, available: Math.min(available, line.quantity) }] : [];
  });
}
