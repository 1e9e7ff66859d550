import { describe, expect, it } from 'vitest';
import type { ProductExtra } from '../../../../src/api/contract';
import { lineKey } from '../../../../src/domain/orders/cart';
import {
  orderBodyFromPricedCart,
  priceChanges,
  priceChoices,
  shortCartLines,
  type CartChoice,
  type CatalogueProduct,
  type ExtraChoice,
  type PricingCatalogue,
} from '../../../../src/domain/orders/cartChoices';

const shot: ProductExtra = {
  id: 1,
  extraType: 'bool',
  conf: { titles: { es: 'Chupito extra', en: 'Extra shot' }, list: [], extras: [] },
  extra: { value: 'extra_shot' },
};
const extraPrice = (price: number) => ({ price, priceNet: 0, priceOffer: 0, priceOfferNet: 0, priceBase: price });
const product = (productCode: string, price: number, more: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  productCode,
  title: `Product ${productCode}`,
  price,
  vatType: { id: 2 },
  extras: [1],
  extrasPrice: { extra_shot: extraPrice(0.5) },
  isOneGoods: false,
  stockCurrent: 50,
  ...more,
});
const choice = (productCode: string, quantity = 1, choices: ExtraChoice[] = []): CartChoice => ({
  key: lineKey(productCode, choices),
  productCode,
  title: `Added as ${productCode}`,
  quantity,
  choices,
  notes: '',
});
const catalogue = (...products: CatalogueProduct[]): PricingCatalogue => ({ products, extras: [shot] });
const noRitmitos = { useRitmitos: false, ritmitosAvailable: 0, ritmitosInOrders: 0 };
const withShot = [{ extraId: 1, value: 'extra_shot' }];

describe('priceChoices: stored choices priced from the current catalogue (issue 12, spec §4)', () => {
  it('gives each line of a single good the stock left and its own cap (the other lines of the product counted)', () => {
    const bag = product('P5007', 12.9, { isOneGoods: true, stockCurrent: 3 });
    const lines = [choice('P5007', 1), choice('P5007', 1, withShot), choice('P1', 2)];
    const priced = priceChoices({ lines, catalogue: catalogue(bag, product('P1', 1)), opts: noRitmitos });
    expect(priced.lines.map((line) => (line.available ? line.stock : 'unavailable'))).toEqual([{ left: 3, lineMax: 2 }, { left: 3, lineMax: 2 }, null]);
  });
  it('takes the product and extra prices from the catalogue, by name per line and in totals', () => {
    const priced = priceChoices({ lines: [choice('A', 2, withShot)], catalogue: catalogue(product('A', 1.5)), opts: noRitmitos });
    expect(priced.lines[0]).toMatchObject({
      available: true,
      title: 'Product A',
      unitPrice: 1.5,
      extrasPrice: 0.5,
      price: 4,
      priceVat: 0.36,
      priceBase: 4,
      choices: withShot,
    });
    expect(priced).toMatchObject({ totalProducts: 2, totalPrice: 4, totalPriceVat: 0.36, totalPriceNet: 3.64, useRitmitos: false, transport: null });
  });

  it('follows a price change: the same stored cart costs what the catalogue says now', () => {
    const lines = [choice('A', 2)];
    expect(priceChoices({ lines, catalogue: catalogue(product('A', 1.5)), opts: noRitmitos }).totalPrice).toBe(3);
    expect(priceChoices({ lines, catalogue: catalogue(product('A', 1.9)), opts: noRitmitos }).totalPrice).toBe(3.8);
  });

  it('marks a product the shop no longer sells (or has none of), keeps it listed and leaves it out of the totals', () => {
    const lines = [choice('A'), choice('GONE', 3), choice('EMPTY')];
    const priced = priceChoices({ lines, catalogue: catalogue(product('A', 2), product('EMPTY', 1, { stockCurrent: 0 })), opts: noRitmitos });
    expect(priced.lines.map((line) => [line.productCode, line.available])).toEqual([
      ['A', true],
      ['GONE', false],
      ['EMPTY', false],
    ]);
    expect(priced.lines[1]).toMatchObject({ title: 'Added as GONE', quantity: 3 });
    expect(priced).toMatchObject({ totalProducts: 1, totalPrice: 2 });
  });

  it('spends ritmitos on the available lines only, in cart order', () => {
    const lines = [choice('GONE'), choice('A'), choice('B')];
    const priced = priceChoices({
      lines,
      catalogue: catalogue(product('A', 2), product('B', 3)),
      opts: { useRitmitos: true, ritmitosAvailable: 250, ritmitosInOrders: 0 },
    });
    expect(priced.lines.map((line) => (line.available ? line.ritmitosUsed : null))).toEqual([null, 200, 0]);
    expect(priced).toMatchObject({ totalPrice: 3, ritmitosUsed: 200, useRitmitos: true });
  });
});

describe('orderBodyFromPricedCart (spec §7 order body from the priced cart shown)', () => {
  it('sends the available lines with their priced extras, and the totals as shown', () => {
    const priced = priceChoices({ lines: [choice('GONE'), choice('A', 1, withShot)], catalogue: catalogue(product('A', 1.5)), opts: noRitmitos });
    const body = orderBodyFromPricedCart(priced, 10005);
    expect(body).toMatchObject({ paymentType: { id: 10005 }, totalProducts: 1, totalPrice: 2, useRitmitos: false });
    expect(body.products).toEqual([
      expect.objectContaining({
        code: 'A',
        quantity: 1,
        price: 2,
        priceBase: 2,
        title: 'Product A',
        preferences: [expect.objectContaining({ extraId: 1, value: 'extra_shot', price: 0.5 })],
      }),
    ]);
  });
});

describe('priceChanges (issue 12: which lines changed after a refreshed catalogue)', () => {
  it('lists the lines whose unit price or availability moved, with the line price before and after', () => {
    const lines = [choice('A', 2), choice('B'), choice('C')];
    const before = priceChoices({ lines, catalogue: catalogue(product('A', 1.5), product('B', 2), product('C', 1)), opts: noRitmitos });
    const after = priceChoices({ lines, catalogue: catalogue(product('A', 1.8), product('B', 2)), opts: noRitmitos });
    expect(priceChanges(before, after)).toEqual([
      { key: 'A', title: 'Product A', quantity: 2, before: 3, after: 3.6 },
      { key: 'C', title: 'Added as C', quantity: 1, before: 1, after: null },
    ]);
  });

  it('finds nothing when only the ritmitos paid differently', () => {
    const lines = [choice('A')];
    const shop = catalogue(product('A', 1.5));
    const before = priceChoices({ lines, catalogue: shop, opts: noRitmitos });
    const after = priceChoices({ lines, catalogue: shop, opts: { useRitmitos: true, ritmitosAvailable: 500, ritmitosInOrders: 0 } });
    expect(priceChanges(before, after)).toEqual([]);
  });
});

describe('shortCartLines: the cart lines a stock refusal names', () => {
  it('maps the order body positions to the available lines that were sent, skipping the unavailable ones', () => {
    const bag = product('P5007', 12.9, { isOneGoods: true, stockCurrent: 2 });
    const lines = [choice('GONE', 1), choice('P1', 1), choice('P5007', 4)];
    const sent = priceChoices({ lines, catalogue: catalogue(product('P1', 1), bag), opts: noRitmitos });
    expect(shortCartLines(sent, [{ index: 1, available: 2 }])).toEqual([{ key: lines[2]!.key, title: 'Product P5007', quantity: 4, available: 2 }]);
    expect(
      shortCartLines(sent, [
        { index: 0, available: 0 },
        { index: 5, available: 1 },
      ]),
    ).toEqual([{ key: lines[1]!.key, title: 'Product P1', quantity: 1, available: 0 }]);
  });
});
