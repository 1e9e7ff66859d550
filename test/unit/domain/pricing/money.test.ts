import { describe, expect, it } from 'vitest';
import { formatCartPrice, formatProductPrice, round2, round3, roundTo } from '../../../../src/domain/pricing/money';

const NBSP = '\u00a0';

describe('round2 (spec §5: prices to 2 decimals)', () => {
  it('rounds values stored just below the half up, as written', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(1.255)).toBe(1.26);
    expect(round2(8.345)).toBe(8.35);
    expect(round2(10.075)).toBe(10.08);
  });
  it('rounds half away from zero for negative values', () => {
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(-2.5)).toBe(-2.5);
    expect(round2(-0.125)).toBe(-0.13);
  });
  it('removes float noise from sums', () => {
    expect(round2(0.1 + 0.2)).toBe(0.3);
    expect(round2(1.1 * 3)).toBe(3.3);
  });
  it('rounds below the half down', () => {
    expect(round2(2.344)).toBe(2.34);
    expect(round2(2.3449999)).toBe(2.34);
  });
  it('never returns negative zero', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('keeps whole numbers and large amounts', () => {
    expect(round2(5)).toBe(5);
    expect(round2(123456.785)).toBe(123456.79);
  });
  it('refuses NaN and infinities', () => {
    expect(() => round2(Number.NaN)).toThrow(RangeError);
    expect(() => round2(Infinity)).toThrow(RangeError);
  });
});

describe('round3 (spec §5: some values to 3 decimals)', () => {
  it('rounds to 3 decimals half away from zero', () => {
    expect(round3(1.0005)).toBe(1.001);
    expect(round3(-1.0005)).toBe(-1.001);
    expect(round3(0.12345)).toBe(0.123);
  });
  it('roundTo works for any precision', () => {
    expect(roundTo(2.25, 1)).toBe(2.3);
    expect(roundTo(2.5, 0)).toBe(3);
  });
});

describe('formatProductPrice (spec §2: product page shows 1 decimal)', () => {
  it('uses the Spanish format with a comma and a trailing euro sign', () => {
    expect(formatProductPrice(2.3, 'es')).toBe(`2,3${NBSP}€`);
  });
  it('uses the English format with a leading euro sign', () => {
    expect(formatProductPrice(2.3, 'en')).toBe('€2.3');
  });
  it('always shows one decimal, rounding half up', () => {
    expect(formatProductPrice(2, 'en')).toBe('€2.0');
    expect(formatProductPrice(2.25, 'en')).toBe('€2.3');
    expect(formatProductPrice(2.24, 'es')).toBe(`2,2${NBSP}€`);
  });
});

describe('formatCartPrice (spec §5: the cart shows 2 decimals)', () => {
  it('shows two decimals in both languages', () => {
    expect(formatCartPrice(2.3, 'es')).toBe(`2,30${NBSP}€`);
    expect(formatCartPrice(2.3, 'en')).toBe('€2.30');
  });
  it('rounds float noise before formatting', () => {
    expect(formatCartPrice(1.005, 'en')).toBe('€1.01');
  });
  it('groups thousands in English', () => {
    expect(formatCartPrice(1234.5, 'en')).toBe('€1,234.50');
  });
});
