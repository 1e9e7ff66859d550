import { describe, expect, it } from 'vitest';
import { lineKey, priceCart, type CartLine } from '../../../../src/domain/orders/cart';
import { seededRandom } from '../../../support/seededRandom';
import { toCents, vatBreakdown, vatBreakdownInEuros, vatPercentOf, vatTypeOfSplit, type VatLine } from '../../../../src/domain/pricing/vat';

const at10 = (grossCents: number): VatLine => ({ grossCents, vatTypeId: 2 });

function cartLine(productCode: string, unitPrice: number, quantity: number, vatTypeId = 2): CartLine {
  return { key: lineKey(productCode, []), productCode, title: productCode, quantity, unitPrice, vatTypeId, preferences: [], notes: '' };
}
const noRitmitos = { useRitmitos: false, ritmitosAvailable: 0, ritmitosInOrders: 0 };

describe('vatBreakdown (one VAT rule: per rate, base = gross / (1 + rate) rounded once, VAT = gross − base)', () => {
  it('a 7,90 € ticket at 10 % is 7,18 € + 0,72 €, whatever lines make it up', () => {
    // 4 × 1,60 € + 1,50 €: a unit's net rounded first (1,45 and 1,36) would say 7,16 € + 0,74 €.
    expect(vatBreakdown([at10(640), at10(150)])).toEqual({
      rates: [{ vatTypeId: 2, percent: 10, base: 718, vat: 72, gross: 790 }],
      base: 718,
      vat: 72,
      gross: 790,
    });
    const totals = priceCart([cartLine('P1002', 1.6, 4), cartLine('P3001', 1.5, 1)], noRitmitos);
    expect(totals).toMatchObject({ totalPrice: 7.9, totalPriceNet: 7.18, totalPriceVat: 0.72 });
  });

  it('a 438,00 € invoice at 10 % is 398,18 € + 39,82 €', () => {
    // 2 × 1,50 € + 20 × 21,75 €: rounding a unit's net first would say 398,12 € + 39,88 €.
    expect(vatBreakdown([at10(300), at10(43_500)]).rates).toEqual([{ vatTypeId: 2, percent: 10, base: 39_818, vat: 3_982, gross: 43_800 }]);
    const totals = priceCart([cartLine('A', 1.5, 2), cartLine('B', 21.75, 20)], noRitmitos);
    expect(totals).toMatchObject({ totalPrice: 438, totalPriceNet: 398.18, totalPriceVat: 39.82 });
    expect(totals.vat.rates).toEqual([{ vatTypeId: 2, percent: 10, base: 398.18, vat: 39.82, gross: 438 }]);
  });

  it('adds up each rate before rounding it, lowest rate first, and totals the rates', () => {
    const lines = [{ grossCents: 242, vatTypeId: 1 }, at10(135), { grossCents: 104, vatTypeId: 3 }, { grossCents: 1200, vatTypeId: 1 }, at10(135)];
    expect(vatBreakdown(lines)).toEqual({
      rates: [
        { vatTypeId: 3, percent: 4, base: 100, vat: 4, gross: 104 },
        // 2,70 / 1,1 = 2,4545… → 2,45 (each 1,35 alone would be 1,23 + 0,12, adding to 2,46 + 0,24).
        { vatTypeId: 2, percent: 10, base: 245, vat: 25, gross: 270 },
        // 14,42 / 1,21 = 11,917… → 11,92.
        { vatTypeId: 1, percent: 21, base: 1192, vat: 250, gross: 1442 },
      ],
      base: 1537,
      vat: 279,
      gross: 1816,
    });
  });

  it('rounds an exact half cent of base up', () => {
    // 0,13 € at 4 %: 13 / 1,04 = 12,5 cents exactly.
    expect(vatBreakdown([{ grossCents: 13, vatTypeId: 3 }]).rates).toEqual([{ vatTypeId: 3, percent: 4, base: 13, vat: 0, gross: 13 }]);
  });

  it('has no row for a rate with nothing charged (lines ritmitos paid are 0 in money), nor for an empty order', () => {
    expect(vatBreakdown([at10(0), { grossCents: 500, vatTypeId: 1 }]).rates.map((rate) => rate.vatTypeId)).toEqual([1]);
    expect(vatBreakdown([])).toEqual({ rates: [], base: 0, vat: 0, gross: 0 });
  });

  it('refuses a negative or fractional amount of cents and an unknown VAT type', () => {
    expect(() => vatBreakdown([at10(-1)])).toThrow(RangeError);
    expect(() => vatBreakdown([at10(1.5)])).toThrow(RangeError);
    expect(() => vatBreakdown([{ grossCents: 100, vatTypeId: 9 }])).toThrow(/Unknown VAT type 9/);
    expect(() => vatPercentOf(0)).toThrow(RangeError);
  });
});

describe('the VAT rule in the cart: ritmitos and transport keep their meaning', () => {
  it('leaves lines ritmitos paid out of the VAT (they were charged nothing)', () => {
    const totals = priceCart([cartLine('A', 2, 1), cartLine('B', 6.5, 1, 1), cartLine('C', 1.6, 4)], {
      useRitmitos: true,
      ritmitosAvailable: 200,
      ritmitosInOrders: 0,
    });
    expect(totals.lines.map((line) => line.useRitmitos)).toEqual([true, false, false]);
    expect(totals.vat.rates).toEqual([
      { vatTypeId: 2, percent: 10, base: 5.82, vat: 0.58, gross: 6.4 },
      { vatTypeId: 1, percent: 21, base: 5.37, vat: 1.13, gross: 6.5 },
    ]);
    expect(totals).toMatchObject({ totalPrice: 12.9, totalPriceNet: 11.19, totalPriceVat: 1.71 });
  });

  it("adds a delivery's transport to the rate its configured split was made at", () => {
    const conf = { freePriceGreaterThan: 40, prices: [{ price: 4.95, priceNet: 4.09, priceVat: 0.86 }] };
    const totals = priceCart([cartLine('MUG', 6.5, 1, 1), cartLine('BEANS', 9.9, 1)], { ...noRitmitos, transport: { active: true, conf } });
    expect(totals.transport).toEqual({ price: 4.95, priceNet: 4.09, priceVat: 0.86, vatTypeId: 1 });
    // 6,50 + 4,95 = 11,45 at 21 %: 11,45 / 1,21 = 9,462… → 9,46 + 1,99.
    expect(totals.vat.rates).toEqual([
      { vatTypeId: 2, percent: 10, base: 9, vat: 0.9, gross: 9.9 },
      { vatTypeId: 1, percent: 21, base: 9.46, vat: 1.99, gross: 11.45 },
    ]);
    expect(totals).toMatchObject({ totalPrice: 21.35, totalPriceNet: 18.46, totalPriceVat: 2.89 });
  });
});

describe('vatBreakdown over many random orders', () => {
  const random = seededRandom(20_260_617);
  const orders = Array.from({ length: 2000 }, () =>
    Array.from({ length: 1 + Math.floor(random() * 8) }, (): VatLine => {
      const paidInRitmitos = random() < 0.1;
      const unitCents = 5 + Math.floor(random() * 4000);
      const quantity = 1 + Math.floor(random() * 12);
      return { grossCents: paidInRitmitos ? 0 : unitCents * quantity, vatTypeId: 1 + Math.floor(random() * 3) };
    }),
  );

  it('per rate, base + VAT is the gross total, the base is that gross over (1 + rate) to half a cent, and VAT = round(base × rate) to the cent', () => {
    let exact = 0;
    let rows = 0;
    for (const lines of orders) {
      const breakdown = vatBreakdown(lines);
      for (const rate of breakdown.rates) {
        const gross = lines.filter((line) => line.vatTypeId === rate.vatTypeId).reduce((sum, line) => sum + line.grossCents, 0);
        expect(rate.gross).toBe(gross);
        expect(rate.base + rate.vat).toBe(gross);
        expect(Number.isInteger(rate.base) && Number.isInteger(rate.vat)).toBe(true);
        expect(Math.abs(rate.base - (gross * 100) / (100 + rate.percent))).toBeLessThanOrEqual(0.5);
        // |VAT − base × rate| = |rounding of the base| × (1 + rate) ≤ 0.605 of a cent: round(base × rate) is the VAT or one cent from it.
        expect(Math.abs(rate.vat - (rate.base * rate.percent) / 100)).toBeLessThan(0.61);
        expect(Math.abs(rate.vat - Math.round((rate.base * rate.percent) / 100))).toBeLessThanOrEqual(1);
        if (rate.vat === Math.round((rate.base * rate.percent) / 100)) exact += 1;
        rows += 1;
      }
      expect(breakdown.base + breakdown.vat).toBe(breakdown.gross);
      expect(breakdown.gross).toBe(lines.reduce((sum, line) => sum + line.grossCents, 0));
      expect(breakdown.base).toBe(breakdown.rates.reduce((sum, rate) => sum + rate.base, 0));
    }
    // Most rows meet it exactly; the others cannot (next test).
    expect(exact / rows).toBeGreaterThan(0.75);
  });

  it('VAT = round(base × rate) exactly is out of reach for some amounts: no split of 0,55 € at 21 % meets it', () => {
    const splits = Array.from({ length: 56 }, (_, base) => ({ base, vat: 55 - base }));
    expect(splits.filter(({ base, vat }) => vat === Math.round((base * 21) / 100))).toEqual([]);
    // The rule's split is within the cent: 45 + 10, where 45 × 21 % = 9,45 cents.
    expect(vatBreakdown([{ grossCents: 55, vatTypeId: 1 }]).rates[0]).toMatchObject({ base: 45, vat: 10 });
  });

  it('gives in euros what it gives in cents', () => {
    for (const lines of orders.slice(0, 200)) {
      const cents = vatBreakdown(lines);
      const euros = vatBreakdownInEuros(lines.map((line) => ({ gross: line.grossCents / 100, vatTypeId: line.vatTypeId })));
      expect(euros.rates.map((rate) => [toCents(rate.base), toCents(rate.vat), toCents(rate.gross)])).toEqual(
        cents.rates.map((rate) => [rate.base, rate.vat, rate.gross]),
      );
    }
  });
});

describe('vatTypeOfSplit', () => {
  it('finds the VAT type that splits a gross amount into the given VAT', () => {
    expect(vatTypeOfSplit(3.95, 0.69)).toBe(1);
    expect(vatTypeOfSplit(2.2, 0.2)).toBe(2);
    expect(vatTypeOfSplit(10.4, 0.4)).toBe(3);
    expect(vatTypeOfSplit(3.95, 0.5)).toBeNull();
  });
});
