import type { LoyaltySummary, OrderCreateBody, OrderLineInput, ProductExtra } from '../../../src/api/contract';
import { lineKey, priceCart, type CartLine, type CartTotals, type PriceCartOptions } from '../../../src/domain/orders/cart';
import { selectedPreferences, type ExtraSelection } from '../../../src/domain/pricing/pricing';
import { stockLimit, stockShortfalls, type StockShortfall } from '../../../src/domain/availability/stock';
import { lineVatRoundings, orderVatRoundings, vatWithinRounding } from '../../../src/domain/pricing/vatRounding';
import { ApiFailure, StockRefusal } from '../../platform/http/envelope';
import type { SoldProduct } from './orderCatalogue';

/** Client and server figures may differ by float noise only. */
const PRICE_TOLERANCE = 0.005;

const priceMismatch = (field: string) => new ApiFailure(409, 'price_mismatch', 'The prices have changed; review your cart before ordering again.', field);

function sameMoney(a: number, b: number): boolean {
  return Math.abs(a - b) < PRICE_TOLERANCE;
}

function selectionOf(line: OrderLineInput): ExtraSelection {
  const selection: ExtraSelection = {};
  for (const preference of line.preferences) (selection[preference.extraId] ??= []).push(preference.value);
  return selection;
}

/** 409 `product_unavailable` naming each short line (see stockShortfalls), with what it can keep; nothing when none is short. */
export function refuseShortLines(lines: readonly OrderLineInput[], short: readonly StockShortfall[], isSold: (productCode: string) => boolean): void {
  const [first] = short;
  if (!first) return;
  const names = short.map(({ index, available }) => {
    const line = lines[index] as OrderLineInput;
    const name = line.title || line.code;
    if (!isSold(line.code)) return `${name} is not sold at this shop`;
    return available === 0 ? `${name} is out of stock` : `only ${available} of ${name} left`;
  });
  const field = `products.${first.index}.${isSold(first.productCode) ? 'quantity' : 'code'}`;
  throw new StockRefusal(
    `${names.join('; ')}.`,
    field,
    short.map(({ index, productCode, available }) => ({ index, code: productCode, available })),
  );
}

/**
 * Every product of the order must be sold at the shop and, summed over its lines, within its stock
 * (src/domain/stock). Otherwise 409 `product_unavailable` naming each line short, with what it can keep.
 * Single goods are not judged by the cached figure here: the order takes their units from the stock in its
 * own transaction (server/modules/orders/orderStock.ts), which refuses with the figure as it is then.
 */
function checkStock(lines: readonly OrderLineInput[], sold: ReadonlyMap<string, SoldProduct>): void {
  const short = stockShortfalls(
    lines.map((line) => ({ productCode: line.code, quantity: line.quantity })),
    (code) => {
      const found = sold.get(code);
      if (!found) return 0;
      return found.product.isOneGoods ? null : stockLimit({ isOneGoods: false, stockCurrent: found.stockCurrent });
    },
  );
  refuseShortLines(lines, short, (code) => sold.has(code));
}

/**
 * One order line rebuilt from the server's catalogue (its product sold there and in stock, see
 * checkStock): every chosen extra must be one the product offers, at the server's price.
 */
function serverCartLine(line: OrderLineInput, index: number, sold: SoldProduct, extras: ProductExtra[]): CartLine {
  const field = `products.${index}`;
  const { product } = sold;
  const pricing = { extras: product.extraIds, extrasPrice: product.extrasPrice, vatType: { id: product.vatTypeId } };
  const preferences = selectedPreferences(pricing, extras, selectionOf(line));
  if (preferences.length !== line.preferences.length) {
    throw new ApiFailure(400, 'bad_request', `An extra chosen for ${line.code} is not offered with it.`, `${field}.preferences`);
  }
  line.preferences.forEach((sent, i) => {
    const own = preferences.find((p) => p.extraId === sent.extraId && p.value === sent.value);
    if (!own || !sameMoney(own.price, sent.price)) throw priceMismatch(`${field}.preferences.${i}.price`);
  });
  return {
    key: lineKey(product.productCode, preferences, line.notes),
    productCode: product.productCode,
    title: line.title,
    quantity: line.quantity,
    unitPrice: product.price,
    vatTypeId: product.vatTypeId,
    preferences,
    notes: line.notes,
  };
}

/** A delivery order's transport: the server's configuration, and the price the client showed for it. */
export interface TransportCheck {
  config: NonNullable<PriceCartOptions['transport']>;
  sentPrice: number;
}

/**
 * Recalculation on the server: the cart priced again from the server's catalogue and the
 * customer's ritmitos (and, for delivery, the address's transport); any line, total or transport price
 * differing from what the client showed is refused (409). The VAT split is ours to compute and record: a
 * line's or the order's VAT off only by the rounding of unit × quantity is accepted (the answer and the
 * stored order carry ours); one further off is refused as another rate.
 */
export function recomputeOrder(
  body: OrderCreateBody,
  sold: ReadonlyMap<string, SoldProduct>,
  extras: ProductExtra[],
  loyalty: LoyaltySummary,
  transport?: TransportCheck,
): CartTotals {
  checkStock(body.products, sold);
  const lines = body.products.map((line, index) => serverCartLine(line, index, sold.get(line.code) as SoldProduct, extras));
  const totals = priceCart(lines, {
    useRitmitos: body.useRitmitos,
    ritmitosAvailable: loyalty.ritmitosAvailable,
    ritmitosInOrders: loyalty.ritmitosInOrders,
    transport: transport?.config ?? null,
  });
  if (transport && !sameMoney(totals.transport?.price ?? 0, transport.sentPrice)) throw priceMismatch('transport.price');
  totals.lines.forEach((own, index) => {
    const sent = body.products[index] as OrderLineInput;
    for (const figure of ['price', 'priceBase'] as const) {
      if (!sameMoney(own[figure], sent[figure])) throw priceMismatch(`products.${index}.${figure}`);
    }
    if (!vatWithinRounding(sent.priceVat, own.priceVat, lineVatRoundings(own.quantity))) throw priceMismatch(`products.${index}.priceVat`);
  });
  if (!sameMoney(totals.totalPrice, body.totalPrice)) throw priceMismatch('totalPrice');
  if (!vatWithinRounding(body.totalPriceVat, totals.totalPriceVat, orderVatRoundings(totals.totalProducts, totals.lines.length)))
    throw priceMismatch('totalPriceVat');
  if (totals.totalProducts !== body.totalProducts) throw priceMismatch('totalProducts');
  return totals;
}
