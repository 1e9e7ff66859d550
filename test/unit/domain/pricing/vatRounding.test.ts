import { describe, expect, it } from 'vitest';
import { lineVatRoundings, orderVatRoundings, vatWithinRounding } from '../../../../src/domain/pricing/vatRounding';
import { splitGross } from '../../../../src/domain/pricing/pricing';

describe('vatWithinRounding: a VAT figure that differs from ours only by where it rounded', () => {
  it("accepts 3 × 1,40 € at 10 % as the unit's VAT × 3 (0,39) against our split of 4,20 (0,38)", () => {
    const unitVat = splitGross(1.4, 2).priceVat;
    const ours = splitGross(4.2, 2).priceVat;
    expect([unitVat, ours]).toEqual([0.13, 0.38]);
    expect(vatWithinRounding(Math.round(unitVat * 3 * 100) / 100, ours, lineVatRoundings(3))).toBe(true);
  });

  it('refuses a figure further off than its roundings allow', () => {
    expect(vatWithinRounding(0.4, 0.38, lineVatRoundings(1))).toBe(false);
    expect(vatWithinRounding(0.39, 0.38, lineVatRoundings(1))).toBe(true);
    expect(vatWithinRounding(0.73, 0.38, lineVatRoundings(3))).toBe(false);
    expect(vatWithinRounding(0.36, 0.38, lineVatRoundings(3))).toBe(true);
    expect(vatWithinRounding(0.35, 0.38, lineVatRoundings(3))).toBe(false);
  });

  it('gives an order room for one rounding per unit, per line and per rate', () => {
    expect(orderVatRoundings(3, 1)).toBe(6);
    expect(vatWithinRounding(0.41, 0.38, orderVatRoundings(3, 1))).toBe(true);
    expect(vatWithinRounding(0.42, 0.38, orderVatRoundings(3, 1))).toBe(false);
  });

  it('always allows a half cent, even for no rounding', () => {
    expect(vatWithinRounding(0.385, 0.38, 0)).toBe(true);
    expect(vatWithinRounding(0.39, 0.38, 0)).toBe(false);
  });
});
