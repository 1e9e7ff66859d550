import { describe, expect, it } from 'vitest';
import { productCodeFromSlug, productSlug } from '../../../../src/domain/catalogue/slug';

describe('productSlug (spec §2: slug whose last piece is the product code)', () => {
  it('lower-cases the title and joins words with dashes', () => {
    expect(productSlug('Cafe con leche', 'P1002')).toBe('cafe-con-leche-P1002');
  });
  it('strips accents and ñ marks', () => {
    expect(productSlug('Café con leche', 'P1002')).toBe('cafe-con-leche-P1002');
    expect(productSlug('Piña colada ÁÉÍÓÚ', 'C7')).toBe('pina-colada-aeiou-C7');
  });
  it('collapses punctuation, dashes and spaces into single dashes', () => {
    expect(productSlug('  Té  verde -- (bio) & menta!  ', 'T1')).toBe('te-verde-bio-menta-T1');
  });
  it('keeps digits', () => {
    expect(productSlug('Café 100% arábica 250 g', 'B250')).toBe('cafe-100-arabica-250-g-B250');
  });
  it('is just the code when the title has no letters or digits', () => {
    expect(productSlug('¡¿!?', 'P9')).toBe('P9');
    expect(productSlug('', 'P9')).toBe('P9');
  });
  it('keeps the product code as it is written', () => {
    expect(productSlug('Latte', 'AbC12')).toBe('latte-AbC12');
  });
});

describe('productCodeFromSlug (spec §2)', () => {
  it('takes the last dash-separated piece of a slug', () => {
    expect(productCodeFromSlug('cafe-con-leche-P1002')).toBe('P1002');
  });
  it('returns a bare code unchanged', () => {
    expect(productCodeFromSlug('P1002')).toBe('P1002');
  });
  it('round-trips with productSlug', () => {
    expect(productCodeFromSlug(productSlug('Café — con leche', 'P1002'))).toBe('P1002');
  });
  it('ignores surrounding spaces', () => {
    expect(productCodeFromSlug(' latte-P1 ')).toBe('P1');
  });
  it('gives an empty code for a trailing dash', () => {
    expect(productCodeFromSlug('latte-')).toBe('');
  });
});
