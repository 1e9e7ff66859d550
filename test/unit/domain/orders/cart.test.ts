import { describe, expect, it } from 'vitest';
import {
  addLine,
  changeLineQuantity,
  lineKey,
  orderBodyFromCart,
  orderLinesFromCart,
  priceCart,
  ritmitosForPrice,
  ritmitosShortOfCheapest,
  ritmitosToggle,
  cheapestInRitmitos,
  spendableRitmitos,
  transportFor,
  waitMinutes,
  type CartLine,
} from '../../../../src/domain/orders/cart';
import { splitGross, type Preference } from '../../../../src/domain/pricing/pricing';

function pref(extraId: number, value: string, gross: number, vatTypeId = 2): Preference {
  const split = splitGross(gross, vatTypeId);
  return { extraId, type: 'extras', value, ...split, extraValue: value, priceBase: 0 };
}

function line(productCode: string, unitPrice: number, quantity = 1, vatTypeId = 2, preferences: Preference[] = []): CartLine {
  return { key: lineKey(productCode, preferences), productCode, title: `T ${productCode}`, quantity, unitPrice, vatTypeId, preferences, notes: '' };
}

const noRitmitos = { useRitmitos: false, ritmitosAvailable: 0, ritmitosInOrders: 0 };
const withBalance = (available: number, inOrders = 0) => ({ useRitmitos: true, ritmitosAvailable: available, ritmitosInOrders: inOrders });

describe('priceCart: line prices (spec §4 cart recalculation)', () => {
  it("adds the extras to the unit price, multiplies by the quantity, then splits the line's price once", () => {
    // Unit 1.50 + extra shot 0.50 = 2.00, × 2 = 4.00 at 10 %: 4.00 / 1.1 = 3.636… → base 3.64, VAT 0.36
    // (not a unit's rounded VAT 0.19 × 2 = 0.38).
    const totals = priceCart([line('P1', 1.5, 2, 2, [pref(1, 'extra_shot', 0.5)])], noRitmitos);
    expect(totals.lines[0]).toMatchObject({ price: 4, priceVat: 0.36, priceNet: 3.64, priceBase: 4, discount: 0, useRitmitos: false, ritmitosUsed: 0 });
    expect(totals).toMatchObject({ totalProducts: 2, totalPrice: 4, totalPriceVat: 0.36, totalPriceNet: 3.64, ritmitosUsed: 0, transport: null });
  });

  it('splits each VAT type: 1 = 21 %, 2 = 10 %, 3 = 4 %', () => {
    const totals = priceCart([line('A', 2.42, 1, 1), line('B', 1.1, 1, 2), line('C', 1.04, 1, 3)], noRitmitos);
    expect(totals.lines.map((l) => [l.priceNet, l.priceVat])).toEqual([
      [2, 0.42],
      [1, 0.1],
      [1, 0.04],
    ]);
    expect(totals).toMatchObject({ totalPrice: 4.56, totalPriceVat: 0.56, totalPriceNet: 4 });
  });

  it('rounds totals to 2 decimals without float noise', () => {
    // 1.15 × 3 is 3.4499999… in binary; three lines of 0.1 sum to 0.30000000000000004.
    const totals = priceCart([line('A', 1.15, 3), line('B', 0.1), line('C', 0.1), line('D', 0.1)], noRitmitos);
    expect(totals.lines[0]?.price).toBe(3.45);
    expect(totals.totalPrice).toBe(3.75);
    expect(totals.totalProducts).toBe(6);
  });

  it('prices an empty cart at zero', () => {
    expect(priceCart([], noRitmitos)).toEqual({
      lines: [],
      totalProducts: 0,
      totalPrice: 0,
      totalPriceNet: 0,
      totalPriceVat: 0,
      vat: { rates: [], base: 0, vat: 0, gross: 0 },
      ritmitosUsed: 0,
      transport: null,
    });
  });
});

describe('priceCart: ritmitos (spec §4, 100 ritmitos per euro of line price)', () => {
  const coffee = line('P1', 1.5, 2); // 3.00 → 300 ritmitos

  it('pays a line wholly in ritmitos when the balance covers it exactly', () => {
    const totals = priceCart([coffee], withBalance(300));
    expect(totals.lines[0]).toMatchObject({ price: 0, priceNet: 0, priceVat: 0, priceBase: 3, useRitmitos: true, ritmitosUsed: 300 });
    expect(totals).toMatchObject({ totalPrice: 0, totalPriceVat: 0, totalPriceNet: 0, ritmitosUsed: 300 });
  });

  it('pays in money when one ritmito is short', () => {
    const totals = priceCart([coffee], withBalance(299));
    expect(totals.lines[0]).toMatchObject({ price: 3, useRitmitos: false, ritmitosUsed: 0 });
    expect(totals.ritmitosUsed).toBe(0);
  });

  it('goes through the lines in order: the first exhausts the balance, later lines pay money, a cheap one may still fit', () => {
    const lines = [line('A', 2), line('B', 1.5), line('C', 0.4)]; // 200, 150, 40
    const totals = priceCart(lines, withBalance(250));
    expect(totals.lines.map((l) => [l.useRitmitos, l.ritmitosUsed, l.price])).toEqual([
      [true, 200, 0],
      [false, 0, 1.5],
      [true, 40, 0],
    ]);
    expect(totals).toMatchObject({ totalPrice: 1.5, ritmitosUsed: 240 });
  });

  it('subtracts ritmitos held by unpaid orders from the balance', () => {
    expect(priceCart([coffee], withBalance(400, 100)).lines[0]?.useRitmitos).toBe(true);
    expect(priceCart([coffee], withBalance(400, 101)).lines[0]?.useRitmitos).toBe(false);
  });

  it('uses no ritmitos when the toggle is off, whatever the balance', () => {
    const totals = priceCart([coffee], { ...withBalance(10_000), useRitmitos: false });
    expect(totals.lines[0]).toMatchObject({ price: 3, useRitmitos: false });
    expect(totals.ritmitosUsed).toBe(0);
  });

  it('truncates 100 × price without float noise', () => {
    expect(ritmitosForPrice(1.15)).toBe(115); // 1.15 × 100 = 114.99999999999999
    expect(ritmitosForPrice(0.575)).toBe(57);
    expect(priceCart([line('A', 1.15)], withBalance(115)).lines[0]?.useRitmitos).toBe(true);
  });
});

describe("the cart's ritmitos toggle (spec §2 loyalty)", () => {
  it('counts available minus those held by unpaid orders, never below 0', () => {
    expect(spendableRitmitos(500, 100)).toBe(400);
    expect(spendableRitmitos(100, 100)).toBe(0);
    expect(spendableRitmitos(50, 120)).toBe(0);
  });

  it('is off and cannot be switched with nothing to spend, even if chosen before, and says why', () => {
    expect(ritmitosToggle(0, true)).toEqual({ enabled: false, on: false, reason: 'nothingToSpend' });
    expect(ritmitosToggle(0, false)).toEqual({ enabled: false, on: false, reason: 'nothingToSpend' });
    expect(ritmitosToggle(spendableRitmitos(50, 120), true)).toEqual({ enabled: false, on: false, reason: 'nothingToSpend' });
  });

  it('follows the choice when there is a balance, even one too small for any line', () => {
    expect(ritmitosToggle(1, true)).toEqual({ enabled: true, on: true, reason: null });
    expect(ritmitosToggle(400, false)).toEqual({ enabled: true, on: false, reason: null });
  });

  it('waits, off and without a reason, while the balance is unknown', () => {
    expect(ritmitosToggle(null, true)).toEqual({ enabled: false, on: false, reason: null });
  });
});

describe('transport (spec §4)', () => {
  const conf = {
    freePriceGreaterThan: 20,
    prices: [
      { price: 3.5, priceNet: 2.89, priceVat: 0.61 },
      { price: 9, priceNet: 7.44, priceVat: 1.56 },
    ],
  };

  it('is free when the products total equals the threshold', () => {
    const totals = priceCart([line('A', 10, 2)], { ...noRitmitos, transport: { active: true, conf } });
    expect(totals.transport).toEqual({ price: 0, priceNet: 0, priceVat: 0, vatTypeId: 1 });
    expect(totals.totalPrice).toBe(20);
  });

  it('adds the first configured price below the threshold', () => {
    const totals = priceCart([line('A', 19.99, 1, 1)], { ...noRitmitos, transport: { active: true, conf } });
    // The configured split (3.50 = 2.89 + 0.61) is the 21 % one: the transport joins the 21 % rate.
    expect(totals.transport).toEqual({ price: 3.5, priceNet: 2.89, priceVat: 0.61, vatTypeId: 1 });
    expect(totals.totalPrice).toBe(23.49);
    // 23.49 at 21 %: 23.49 / 1.21 = 19.413… → base 19.41, VAT 4.08.
    expect(totals.vat.rates).toEqual([{ vatTypeId: 1, percent: 21, base: 19.41, vat: 4.08, gross: 23.49 }]);
    expect(totals.totalPriceVat).toBe(4.08);
    expect(totals.totalPriceNet).toBe(19.41);
  });

  it('is absent when not active', () => {
    expect(transportFor(5, { active: false, conf })).toBeNull();
    expect(transportFor(5, null)).toBeNull();
  });
});

describe('waitMinutes (spec §9)', () => {
  it('is 3 per product, at least 5 and at most 15', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(waitMinutes)).toEqual([5, 5, 6, 9, 12, 15, 15, 15]);
  });
});

describe('cart line changes (spec §4)', () => {
  it('keys a line by product and chosen extras in any order', () => {
    expect(lineKey('P1', [pref(2, 'b', 0), pref(1, 'a', 0)])).toBe(lineKey('P1', [pref(1, 'a', 0), pref(2, 'b', 0)]));
    expect(lineKey('P1', [])).not.toBe(lineKey('P1', [pref(1, 'a', 0)]));
  });

  it('merges the same product and extras into one line', () => {
    const lines = addLine(addLine([], line('P1', 1, 2)), line('P1', 1, 3));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
    expect(addLine(lines, line('P1', 1, 1, 2, [pref(1, 'a', 0.3)]))).toHaveLength(2);
  });

  it('+1 increments, −1 decrements and removes the line at quantity 1', () => {
    const start = [line('A', 1, 1), line('B', 1, 2)];
    expect(changeLineQuantity(start, 'B', 1)[1]?.quantity).toBe(3);
    expect(changeLineQuantity(start, 'B', -1)[1]?.quantity).toBe(1);
    expect(changeLineQuantity(start, 'A', -1).map((l) => l.key)).toEqual(['B']);
  });

  it('never passes the contract limit of 99 per line', () => {
    expect(addLine([line('A', 1, 98)], line('A', 1, 5))[0]?.quantity).toBe(99);
  });
});

describe('order body (spec §7 POST /customer/orders)', () => {
  it('carries every priced line and the 2-decimal totals', () => {
    const totals = priceCart([line('A', 2), line('B', 1.5, 1, 2, [pref(1, 'soja', 0.3)])], withBalance(200));
    const body = orderBodyFromCart(totals, 10005, true);
    expect(body).toEqual({
      paymentType: { id: 10005 },
      products: orderLinesFromCart(totals),
      totalProducts: 2,
      totalPrice: 1.8,
      totalPriceVat: 0.16,
      useRitmitos: true,
      paymentInfo: '',
    });
    expect(body.products[0]).toMatchObject({
      code: 'A',
      quantity: 1,
      priceBase: 2,
      price: 0,
      priceVat: 0,
      vatTypeId: 2,
      useRitmitos: true,
      discount: 0,
      notes: '',
    });
    expect(body.products[1]).toMatchObject({
      code: 'B',
      price: 1.8,
      priceBase: 1.8,
      useRitmitos: false,
      preferences: [expect.objectContaining({ value: 'soja' })],
    });
  });
});

describe('ritmitos short of the cheapest price (why switching ritmitos on pays nothing)', () => {
  it('prices the cheapest line that costs money in ritmitos', () => {
    expect(cheapestInRitmitos([2.3, 1.4, 0, 12])).toBe(140);
    expect(cheapestInRitmitos([0])).toBeNull();
    expect(cheapestInRitmitos([])).toBeNull();
  });
  it('gives the ritmitos needed while the balance covers no line: 39 and 78 against a 1,40 € coffee', () => {
    expect(ritmitosShortOfCheapest(39, [1.4, 2.3])).toBe(140);
    expect(ritmitosShortOfCheapest(78, [2.3, 1.4])).toBe(140);
  });
  it('says nothing once a line is covered, with nothing to spend, or nothing to pay', () => {
    expect(ritmitosShortOfCheapest(140, [1.4, 2.3])).toBeNull();
    expect(ritmitosShortOfCheapest(0, [1.4])).toBeNull();
    expect(ritmitosShortOfCheapest(null, [1.4])).toBeNull();
    expect(ritmitosShortOfCheapest(78, [])).toBeNull();
  });
});
