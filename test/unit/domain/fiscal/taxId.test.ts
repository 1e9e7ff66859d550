import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { FiscalDetailsSchema } from '../../../../src/api/contract/customer/fiscal';
import { isValidTaxId, normaliseTaxId, taxIdKind } from '../../../../src/domain/fiscal/taxId';

describe('taxIdKind: Spanish NIF, NIE and CIF with their check verified', () => {
  it('NIF: 8 digits and the letter of their remainder by 23', () => {
    expect(taxIdKind('12345678Z')).toBe('NIF');
    expect(taxIdKind('00000000T')).toBe('NIF'); // remainder 0 → T
    expect(taxIdKind('00000023T')).toBe('NIF'); // 23 wraps round to T again
    expect(taxIdKind('00000022E')).toBe('NIF'); // remainder 22 → E, the last letter
    expect(taxIdKind('12345678A')).toBeNull();
    expect(taxIdKind('1234567Z')).toBeNull(); // 7 digits without K, L or M
    expect(taxIdKind('123456789Z')).toBeNull();
  });

  it('K, L and M NIFs: 7 digits and the same letter rule', () => {
    expect(taxIdKind('K1234567L')).toBe('NIF');
    expect(taxIdKind('L1234567L')).toBe('NIF');
    expect(taxIdKind('M1234567L')).toBe('NIF');
    expect(taxIdKind('K1234567A')).toBeNull();
    expect(taxIdKind('N1234567L')).toBeNull(); // N is a CIF entity letter, whose control is a letter from J to I
  });

  it('NIE: X, Y or Z stand for 0, 1 or 2 before the 7 digits', () => {
    expect(taxIdKind('X1234567L')).toBe('NIE');
    expect(taxIdKind('Y1234567X')).toBe('NIE');
    expect(taxIdKind('Z1234567R')).toBe('NIE');
    expect(taxIdKind('X1234567X')).toBeNull(); // Y's letter on an X
    expect(taxIdKind('Y1234567L')).toBeNull();
    expect(taxIdKind('X123456L')).toBeNull();
  });

  it('CIF with a digit control: A, B, E and H always carry the digit', () => {
    expect(taxIdKind('B12345674')).toBe('CIF');
    expect(taxIdKind('A12345674')).toBe('CIF');
    expect(taxIdKind('B00000000')).toBe('CIF'); // a sum ending in 0 gives control 0
    expect(taxIdKind('B12345675')).toBeNull();
    expect(taxIdKind('A1234567D')).toBeNull(); // the right control, but as a letter
  });

  it('CIF with a letter control: P, Q, R, S, N and W always carry the letter (J for 0)', () => {
    expect(taxIdKind('P1234567D')).toBe('CIF');
    expect(taxIdKind('Q0000000J')).toBe('CIF');
    expect(taxIdKind('S1234567D')).toBe('CIF');
    expect(taxIdKind('P12345674')).toBeNull(); // the right control, but as a digit
    expect(taxIdKind('Q1234567E')).toBeNull();
  });

  it('CIF of the other entity kinds takes the digit or the letter', () => {
    expect(taxIdKind('C12345674')).toBe('CIF');
    expect(taxIdKind('C1234567D')).toBe('CIF');
    expect(taxIdKind('G1234567D')).toBe('CIF');
    expect(taxIdKind('C12345673')).toBeNull();
    expect(taxIdKind('I12345674')).toBeNull(); // no entity is I
  });

  it('reads what people type: lower case, spaces, dots and dashes', () => {
    expect(normaliseTaxId(' b-12.345 674 ')).toBe('B12345674');
    expect(taxIdKind('12.345.678-z')).toBe('NIF');
    expect(taxIdKind('x-1234567-l')).toBe('NIE');
    expect(isValidTaxId('')).toBe(false);
    expect(isValidTaxId('ES12345678Z')).toBe(false);
  });
});

describe('FiscalDetailsSchema', () => {
  const details = { taxId: '12345678z', name: ' Ana García ', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };

  it('normalises the tax id and trims the texts', () => {
    expect(v.parse(FiscalDetailsSchema, details)).toEqual({ ...details, taxId: '12345678Z', name: 'Ana García' });
  });

  it('names the field of a wrong check letter and of a postal code that is not 5 digits', () => {
    const wrongLetter = v.safeParse(FiscalDetailsSchema, { ...details, taxId: '12345678A' });
    expect(wrongLetter.success).toBe(false);
    expect(v.getDotPath(wrongLetter.issues![0]!)).toBe('taxId');
    const postcode = v.safeParse(FiscalDetailsSchema, { ...details, postalCode: '4600' });
    expect(v.getDotPath(postcode.issues![0]!)).toBe('postalCode');
  });
});
