import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  effectiveExtraPrice,
  priceLine,
  selectedPreferences,
  splitGross,
  toggleSelection,
  VAT_RATES,
  type Preference,
} from '../../../../src/domain/pricing/pricing';
import { EXTRAS, extra, makeProduct, price } from '../fixtures';

const coffee = makeProduct({
  productCode: 'P1002',
  price: 1.5,
  vatType: { id: 2 },
  extras: [1, 2, 3],
  extrasPrice: {
    extra_shot: price(0.5),
    avena: price(0.3, 0.2, 0.3),
    soja: price(0.3, 0.4),
    nata: price(0.6, 0),
  },
});

describe('splitGross (DESIGN §4: gross catalogue prices, net and VAT derived)', () => {
  it('knows the three Spanish VAT types', () => {
    expect(VAT_RATES).toEqual({ 1: 0.21, 2: 0.1, 3: 0.04 });
  });
  it('splits 21 % VAT', () => {
    expect(splitGross(2.42, 1)).toEqual({ price: 2.42, priceNet: 2, priceVat: 0.42 });
  });
  it('splits 10 % VAT, rounding net to cents and VAT as the rest', () => {
    expect(splitGross(1.5, 2)).toEqual({ price: 1.5, priceNet: 1.36, priceVat: 0.14 });
  });
  it('splits 4 % VAT', () => {
    expect(splitGross(1.04, 3)).toEqual({ price: 1.04, priceNet: 1, priceVat: 0.04 });
  });
  it('keeps net + VAT equal to the gross price', () => {
    for (const gross of [0.01, 0.99, 1.05, 3.33, 12.7, 99.99]) {
      for (const vat of [1, 2, 3]) {
        const split = splitGross(gross, vat);
        expect(Math.round((split.priceNet + split.priceVat) * 100)).toBe(Math.round(gross * 100));
      }
    }
  });
  it('splits zero into zeros', () => {
    expect(splitGross(0, 1)).toEqual({ price: 0, priceNet: 0, priceVat: 0 });
  });
  it('throws for an unknown VAT type', () => {
    expect(() => splitGross(1, 4)).toThrow(/Unknown VAT type 4/);
    expect(() => splitGross(1, 0)).toThrow(RangeError);
  });
});

describe('defaultSelection (spec §2 product page: extras start at their defaults)', () => {
  it('selects the default option of list extras and nothing for bool and extras', () => {
    expect(defaultSelection(coffee, EXTRAS)).toEqual({ 1: [], 2: ['entera'], 3: [] });
  });
  it('only covers extras the product lists', () => {
    expect(defaultSelection(makeProduct({ extras: [2] }), EXTRAS)).toEqual({ 2: ['entera'] });
  });
  it('skips extra ids missing from the dictionary', () => {
    expect(defaultSelection(makeProduct({ extras: [1, 99] }), EXTRAS)).toEqual({ 1: [] });
  });
  it('falls back to the first option when the list default is not an option', () => {
    const broken = { ...extra(2), extra: { value: 'gone' } };
    expect(defaultSelection(makeProduct({ extras: [2] }), [broken])).toEqual({ 2: ['entera'] });
  });
  it('is empty for a product without extras', () => {
    expect(defaultSelection(makeProduct(), EXTRAS)).toEqual({});
  });
});

describe('toggleSelection (spec §2 product page: choosing extras)', () => {
  const start = defaultSelection(coffee, EXTRAS);
  it('switches a bool extra on and off', () => {
    const on = toggleSelection(start, extra(1), 'extra_shot');
    expect(on[1]).toEqual(['extra_shot']);
    expect(toggleSelection(on, extra(1), 'extra_shot')[1]).toEqual([]);
  });
  it('replaces the option of a list extra', () => {
    const oat = toggleSelection(start, extra(2), 'avena');
    expect(oat[2]).toEqual(['avena']);
    expect(toggleSelection(oat, extra(2), 'avena')[2]).toEqual(['avena']);
  });
  it('toggles membership of an extras option', () => {
    const one = toggleSelection(start, extra(3), 'nata');
    const two = toggleSelection(one, extra(3), 'canela');
    expect(two[3]).toEqual(['nata', 'canela']);
    expect(toggleSelection(two, extra(3), 'nata')[3]).toEqual(['canela']);
  });
  it('ignores values that are not options of the extra', () => {
    expect(toggleSelection(start, extra(2), 'leche-de-cabra')).toEqual(start);
    expect(toggleSelection(start, extra(3), 'avena')).toEqual(start);
  });
  it('returns a new object and leaves the old selection untouched', () => {
    const next = toggleSelection(start, extra(1), 'extra_shot');
    expect(next).not.toBe(start);
    expect(start[1]).toEqual([]);
  });
});

describe('effectiveExtraPrice (spec §3 extrasPrice with priceOffer)', () => {
  it('uses the offer when it is set and cheaper', () => {
    expect(effectiveExtraPrice(price(0.3, 0.2, 0.3))).toEqual({ price: 0.2, priceBase: 0.3 });
  });
  it('ignores an offer of 0 or one dearer than the price', () => {
    expect(effectiveExtraPrice(price(0.6, 0)).price).toBe(0.6);
    expect(effectiveExtraPrice(price(0.3, 0.4)).price).toBe(0.3);
  });
  it('costs nothing without a price entry', () => {
    expect(effectiveExtraPrice(undefined)).toEqual({ price: 0, priceBase: 0 });
  });
});

describe('selectedPreferences (spec §3 Preference)', () => {
  it('has one free preference for the default list option without a price', () => {
    expect(selectedPreferences(coffee, EXTRAS, defaultSelection(coffee, EXTRAS))).toEqual<Preference[]>([
      { extraId: 2, type: 'list', value: 'entera', price: 0, priceNet: 0, priceVat: 0, extraValue: 'entera', priceBase: 0 },
    ]);
  });
  it('prices a bool extra with the product VAT type', () => {
    const selection = toggleSelection(defaultSelection(coffee, EXTRAS), extra(1), 'extra_shot');
    const [shot] = selectedPreferences(coffee, EXTRAS, selection);
    expect(shot).toEqual({
      extraId: 1,
      type: 'bool',
      value: 'extra_shot',
      price: 0.5,
      priceNet: 0.45,
      priceVat: 0.05,
      extraValue: 'extra_shot',
      priceBase: 0.5,
    });
  });
  it('uses the cheaper offer price for a list option', () => {
    const prefs = selectedPreferences(coffee, EXTRAS, { 2: ['avena'] });
    expect(prefs).toHaveLength(1);
    expect(prefs[0]).toMatchObject({ value: 'avena', price: 0.2, priceNet: 0.18, priceVat: 0.02, priceBase: 0.3 });
  });
  it('ignores an offer dearer than the price', () => {
    expect(selectedPreferences(coffee, EXTRAS, { 2: ['soja'] })[0]?.price).toBe(0.3);
  });
  it('lists every chosen option of an extras extra, free when unpriced', () => {
    const prefs = selectedPreferences(coffee, EXTRAS, { 3: ['nata', 'canela'] });
    expect(prefs.map((p) => [p.value, p.price, p.type])).toEqual([
      ['nata', 0.6, 'extras'],
      ['canela', 0, 'extras'],
    ]);
  });
  it('follows the product extras order and uses the VAT type of the product', () => {
    const goods = { ...coffee, vatType: { id: 1 } };
    const prefs = selectedPreferences(goods, EXTRAS, { 3: ['nata'], 1: ['extra_shot'] });
    expect(prefs.map((p) => p.extraId)).toEqual([1, 3]);
    expect(prefs[0]).toMatchObject({ price: 0.5, priceNet: 0.41, priceVat: 0.09 });
  });
  it('drops unknown values, duplicates, extras the product does not offer, and extra list options', () => {
    const prefs = selectedPreferences(makeProduct({ extras: [2, 3] }), EXTRAS, {
      1: ['extra_shot'],
      2: ['avena', 'soja'],
      3: ['nata', 'nata', 'zzz'],
    });
    expect(prefs.map((p) => p.value)).toEqual(['avena', 'nata']);
  });
  it('is empty when nothing is chosen', () => {
    expect(selectedPreferences(coffee, EXTRAS, {})).toEqual([]);
  });
});

describe('priceLine (spec §4: line price = (unit price + preferences) × quantity)', () => {
  const prefs = selectedPreferences(coffee, EXTRAS, { 1: ['extra_shot'], 2: ['avena'] });
  it('prices a plain product', () => {
    expect(priceLine(coffee, [], 1)).toEqual({ unitPrice: 1.5, price: 1.5, priceNet: 1.36, priceVat: 0.14, priceBase: 1.5 });
  });
  it('adds preferences to the unit price, multiplies by quantity, and splits the line price once', () => {
    // 6.60 at 10 % is 6.00 + 0.60; a unit's rounded VAT (0.21) × 3 would say 0.63.
    expect(priceLine(coffee, prefs, 3)).toEqual({ unitPrice: 2.2, price: 6.6, priceNet: 6, priceVat: 0.6, priceBase: 6.6 });
  });
  it('rounds float noise away', () => {
    const line = priceLine(makeProduct({ price: 0.1, vatType: { id: 1 } }), [], 3);
    expect(line.price).toBe(0.3);
    expect(line.priceNet + line.priceVat).toBeCloseTo(0.3, 10);
  });
  it('keeps net + VAT equal to the price', () => {
    for (const q of [1, 2, 7, 13]) {
      const line = priceLine(coffee, prefs, q);
      expect(Math.round((line.priceNet + line.priceVat) * 100)).toBe(Math.round(line.price * 100));
    }
  });
  it('refuses quantities below 1 or fractional', () => {
    expect(() => priceLine(coffee, [], 0)).toThrow(RangeError);
    expect(() => priceLine(coffee, [], -1)).toThrow(RangeError);
    expect(() => priceLine(coffee, [], 1.5)).toThrow(RangeError);
  });
  it('throws for a product with an unknown VAT type', () => {
    expect(() => priceLine(makeProduct({ vatType: { id: 9 } }), [], 1)).toThrow(/VAT/);
  });
});
