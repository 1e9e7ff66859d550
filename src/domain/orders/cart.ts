import type { OrderCreateBody, OrderLineInput, TransportConf } from '../../api/contract';
import { round2, roundTo } from '../pricing/money';
import type { PaymentTypeId } from '../pricing/paymentMethods';
import { priceLine, splitGross, type Preference } from '../pricing/pricing';
import { vatBreakdownInEuros, vatTypeOfSplit, type VatBreakdown } from '../pricing/vat';

/**
 * A cart line resolved against a catalogue (product price, VAT type, priced extras): what priceCart takes.
 * The app stores choices (src/domain/orders/cartChoices.ts) and resolves them; the server resolves order lines.
 */
export type CartLine = {
  key: string;
  productCode: string;
  title: string;
  quantity: number;
  /** The product's gross catalogue price for one unit, without extras. */
  unitPrice: number;
  vatTypeId: number;
  preferences: Preference[];
  notes: string;
};

/** Cart line with its figures after the cart's recalculation. */
export type PricedLine = CartLine & {
  price: number;
  priceNet: number;
  priceVat: number;
  /** The line's money price before a ritmitos payment zeroes `price`. */
  priceBase: number;
  discount: number;
  useRitmitos: boolean;
  ritmitosUsed: number;
};

/** A delivery's transport as charged: gross price, its net and VAT, and its VAT type. */
export type TransportFigures = { price: number; priceNet: number; priceVat: number; vatTypeId: number };

/** Transport is a service at the general rate when its configured split names no rate. */
const TRANSPORT_FALLBACK_VAT_TYPE = 1;

export type CartTotals = {
  lines: PricedLine[];
  totalProducts: number;
  totalPrice: number;
  totalPriceNet: number;
  totalPriceVat: number;
  /** The order's VAT per rate (src/domain/pricing/vat.ts): what totalPriceNet and totalPriceVat add up. */
  vat: VatBreakdown;
  ritmitosUsed: number;
  transport: TransportFigures | null;
};

export type PriceCartOptions = {
  useRitmitos: boolean;
  ritmitosAvailable: number;
  ritmitosInOrders: number;
  transport?: { active: boolean; conf: TransportConf } | null;
};

/** 100 ritmitos pay 1 euro of line price. */
export const RITMITOS_PER_EURO_OF_PRICE = 100;
/** Contract limit of one order line's quantity. */
export const MAX_LINE_QUANTITY = 99;

/**
 * Cart line key: one line per product, set of chosen extras (whatever the choice order) and note
 * (the same coffee with and without "sin azúcar" are two lines).
 */
export function lineKey(productCode: string, preferences: readonly Pick<Preference, 'extraId' | 'value'>[], notes = ''): string {
  const chosen = preferences.map((p) => `${p.extraId}=${p.value}`).sort();
  return [productCode, ...chosen, ...(notes ? [`note:${notes}`] : [])].join('|');
}

/** Ritmitos needed to pay a line wholly, 100 × its price truncated (noise-free). */
export function ritmitosForPrice(price: number): number {
  return Math.trunc(roundTo(price * RITMITOS_PER_EURO_OF_PRICE, 6));
}

/** The ritmitos the cheapest of these prices needs to be paid wholly; null when none costs money. */
export function cheapestInRitmitos(prices: readonly number[]): number | null {
  const needed = prices.filter((price) => price > 0).map(ritmitosForPrice);
  return needed.length > 0 ? Math.min(...needed) : null;
}

/**
 * Why ritmitos pay nothing: a balance above 0 that is short of the cheapest price, in ritmitos, gives the
 * ritmitos that price needs. Null when some price is covered, there is nothing to spend or nothing to pay.
 */
export function ritmitosShortOfCheapest(spendable: number | null, prices: readonly number[]): number | null {
  const needed = cheapestInRitmitos(prices);
  if (spendable === null || spendable <= 0 || needed === null) return null;
  return spendable < needed ? needed : null;
}

/** Loyalty: the ritmitos a customer can spend now, available − held by unpaid orders, never below 0. */
export function spendableRitmitos(available: number, inOrders: number): number {
  return Math.max(0, available - inOrders);
}

/** The cart's loyalty toggle as shown: whether it can be switched, whether it is on, and why not. */
export type RitmitosToggle = { enabled: boolean; on: boolean; reason: 'nothingToSpend' | null };

/**
 * The loyalty toggle in the cart: with nothing to spend (0 or an unknown balance) it is off and cannot
 * be switched on, whatever was chosen before; with a balance it shows and changes the customer's choice.
 */
export function ritmitosToggle(spendable: number | null, chosen: boolean): RitmitosToggle {
  if (spendable === null) return { enabled: false, on: false, reason: null };
  if (spendable <= 0) return { enabled: false, on: false, reason: 'nothingToSpend' };
  return { enabled: true, on: chosen, reason: null };
}

/**
 * Cart recalculation: each line is (unit + preferences) × quantity; with ritmitos on, lines in
 * order are paid wholly in ritmitos while the remaining balance (available − in orders − already used)
 * covers them; transport is free at or above the threshold, else its first price is added.
 */
export function priceCart(lines: readonly CartLine[], opts: PriceCartOptions): CartTotals {
  let balance = opts.useRitmitos ? spendableRitmitos(opts.ritmitosAvailable, opts.ritmitosInOrders) : 0;
  const priced = lines.map((line): PricedLine => {
    const figures = priceLine({ price: line.unitPrice, vatType: { id: line.vatTypeId } }, line.preferences, line.quantity);
    const needed = ritmitosForPrice(figures.price);
    const paidInRitmitos = opts.useRitmitos && needed > 0 && balance >= needed;
    if (paidInRitmitos) balance -= needed;
    return {
      ...line,
      price: paidInRitmitos ? 0 : figures.price,
      priceNet: paidInRitmitos ? 0 : figures.priceNet,
      priceVat: paidInRitmitos ? 0 : figures.priceVat,
      priceBase: figures.priceBase,
      // No promotions exist: a ritmitos payment is carried by ritmitosUsed, never as a discount.
      discount: 0,
      useRitmitos: paidInRitmitos,
      ritmitosUsed: paidInRitmitos ? needed : 0,
    };
  });
  const productsPrice = round2(sum(priced.map((l) => l.price)));
  const transport = transportFor(productsPrice, opts.transport);
  const vat = vatBreakdownInEuros([
    ...priced.map((l) => ({ gross: l.price, vatTypeId: l.vatTypeId })),
    ...(transport ? [{ gross: transport.price, vatTypeId: transport.vatTypeId }] : []),
  ]);
  return {
    lines: priced,
    totalProducts: sum(priced.map((l) => l.quantity)),
    totalPrice: round2(productsPrice + (transport?.price ?? 0)),
    totalPriceNet: vat.base,
    totalPriceVat: vat.vat,
    vat,
    ritmitosUsed: sum(priced.map((l) => l.ritmitosUsed)),
    transport,
  };
}

/**
 * Transport: free at or above conf.freePriceGreaterThan, else the first configured price. Its VAT
 * type is the one its configured split was made at; its net and VAT follow the one VAT rule.
 */
export function transportFor(productsPrice: number, transport: PriceCartOptions['transport']): TransportFigures | null {
  if (!transport?.active) return null;
  const first = transport.conf.prices[0];
  if (productsPrice >= transport.conf.freePriceGreaterThan || !first) {
    return { price: 0, priceNet: 0, priceVat: 0, vatTypeId: TRANSPORT_FALLBACK_VAT_TYPE };
  }
  const vatTypeId = vatTypeOfSplit(first.price, first.priceVat) ?? TRANSPORT_FALLBACK_VAT_TYPE;
  return { ...splitGross(first.price, vatTypeId), vatTypeId };
}

/** Wait time: 3 minutes per product, at least 5 and at most 15. */
export function waitMinutes(totalProducts: number): number {
  return Math.min(15, Math.max(5, 3 * Math.max(0, totalProducts)));
}

/** Adding a product already in the cart with the same extras raises that line's quantity. */
export function addLine<L extends Pick<CartLine, 'key' | 'quantity'>>(lines: readonly L[], line: L): L[] {
  const existing = lines.find((l) => l.key === line.key);
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return lines.map((l) => (l.key === line.key ? { ...l, quantity: clampQuantity(l.quantity + line.quantity) } : l));
}

/** +1 increments a line; −1 decrements it and removes the line at quantity 1. */
export function changeLineQuantity<L extends Pick<CartLine, 'key' | 'quantity'>>(lines: readonly L[], key: string, delta: 1 | -1): L[] {
  return lines.flatMap((l) => {
    if (l.key !== key) return [l];
    const quantity = l.quantity + delta;
    return quantity < 1 ? [] : [{ ...l, quantity: clampQuantity(quantity) }];
  });
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** POST /customer/orders products: each priced line as the server expects it. */
export function orderLinesFromCart(totals: Pick<CartTotals, 'lines'>): OrderLineInput[] {
  return totals.lines.map((l) => ({
    code: l.productCode,
    quantity: l.quantity,
    priceBase: l.priceBase,
    price: l.price,
    priceVat: l.priceVat,
    vatTypeId: l.vatTypeId,
    title: l.title.slice(0, 200),
    discount: l.discount,
    preferences: l.preferences,
    useRitmitos: l.useRitmitos,
    notes: l.notes,
  }));
}

/** POST /customer/orders body built from the priced cart (totals to 2 decimals). */
export function orderBodyFromCart(totals: CartTotals, paymentTypeId: PaymentTypeId, useRitmitos: boolean, paymentInfo = ''): OrderCreateBody {
  return {
    paymentType: { id: paymentTypeId },
    products: orderLinesFromCart(totals),
    totalProducts: totals.totalProducts,
    totalPrice: round2(totals.totalPrice),
    totalPriceVat: round2(totals.totalPriceVat),
    useRitmitos,
    paymentInfo,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, n) => total + n, 0);
}
