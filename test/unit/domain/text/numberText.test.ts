import { describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/api/contract';
import { formatCount, formatDecimal, formatEuros } from '../../../../src/domain/text/numberText';
import { roundTo } from '../../../../src/domain/pricing/roundTo';

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' };

/** Values across signs, magnitudes (grouping from 4 to 7 digits), halves and binary noise. */
function samples(): number[] {
  const values = [0, 0.05, 0.5, 0.95, 1, 1.005, 1.25, 2.35, 9.99, 99.95, 999.5, 999.95, 1000, 1234.5, 9999.99, 10000, 12345.678, 123456.7, 1234567.1];
  let seed = 7;
  for (let index = 0; index < 400; index += 1) {
    seed = (seed * 48271) % 2147483647;
    values.push((seed % 10_000_000) / 1000);
  }
  return values.flatMap((value) => [value, -value]).filter((value) => !Object.is(value, -0));
}

describe('numbers written as es-ES and en-GB write them, without Intl', () => {
  for (const lang of ['es', 'en', 'ca'] as const) {
    it(`matches Intl's euros with 1 and 2 decimals in ${lang}`, () => {
      for (const digits of [1, 2]) {
        const intl = new Intl.NumberFormat(LOCALES[lang], { style: 'currency', currency: 'EUR', minimumFractionDigits: digits, maximumFractionDigits: digits });
        // Intl is given the value already rounded half away from zero, as the price rules round.
        for (const value of samples()) expect(formatEuros(value, lang, digits), `${value}`).toBe(intl.format(roundTo(value, digits)));
      }
    });

    it(`matches Intl's decimals (0–1 and exactly 1 digit) in ${lang}`, () => {
      for (const [min, max] of [
        [0, 1],
        [1, 1],
        [0, 2],
      ] as const) {
        const intl = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: min, maximumFractionDigits: max });
        for (const value of samples()) expect(formatDecimal(value, lang, min, max), `${value} ${min}-${max}`).toBe(intl.format(roundTo(value, max)));
      }
    });
  }

  it('writes the examples a customer sees', () => {
    expect(formatEuros(1.5, 'es', 2)).toBe('1,50\u00a0€');
    expect(formatEuros(1234.5, 'es', 2)).toBe('1234,50\u00a0€');
    expect(formatEuros(12345.5, 'es', 2)).toBe('12.345,50\u00a0€');
    expect(formatEuros(-1.5, 'en', 2)).toBe('-€1.50');
    expect(formatDecimal(4, 'es', 0, 1)).toBe('4');
    expect(formatDecimal(4, 'en', 1, 1)).toBe('4.0');
    expect(formatDecimal(4.45, 'es', 1, 1)).toBe('4,5');
  });

  it('does not write "-0" for a value that rounds to zero', () => {
    expect(formatEuros(-0.001, 'es', 2)).toBe('0,00\u00a0€');
    expect(formatDecimal(-0.04, 'en', 0, 1)).toBe('0');
  });
});

describe('counts (ritmitos, units): one format per language on every screen', () => {
  it('groups from five digits in Spanish and from four in English', () => {
    expect(formatCount(2433, 'es')).toBe('2433');
    expect(formatCount(12433, 'es')).toBe('12.433');
    expect(formatCount(1234567, 'es')).toBe('1.234.567');
    expect(formatCount(2433, 'en')).toBe('2,433');
    expect(formatCount(2433, 'ca')).toBe('2.433');
    expect(formatEuros(1234.5, 'ca', 2)).toBe('1.234,50\u00a0€');
    expect(formatCount(2190, 'en')).toBe('2,190');
    expect(formatCount(999, 'en')).toBe('999');
    expect(formatCount(0, 'es')).toBe('0');
  });

  it("writes negative counts with a minus and no decimals, as Intl's integer style", () => {
    expect(formatCount(-2433, 'en')).toBe('-2,433');
    expect(formatCount(78.4, 'es')).toBe('78');
    for (const lang of ['es', 'en', 'ca'] as const) {
      const intl = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 0 });
      for (const value of [0, 7, 140, 999, 1000, 2433, 9999, 10000, 54321, 1234567]) expect(formatCount(value, lang)).toBe(intl.format(value));
    }
  });
});
