import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  isValidEmail,
  isValidLoginCode,
  normalLoginCode,
  typedLoginCode,
  typedPostcode,
  typedPostcodeProblem,
  type AddressFields,
} from '../../../../src/domain/text/validation';

const valid: AddressFields = {
  contactFullName: 'Ana García',
  contactPhone: '612345678',
  addressLine1: 'Calle Mayor 1',
  addressLine2: '',
  provinceCode: '46',
  cityCode: '46250',
  cp: '46006',
};

describe('addressProblems (spec §5 address form)', () => {
  it('finds nothing wrong in a complete address; the second line is optional', () => {
    expect(addressProblems(valid)).toEqual([]);
  });

  it('names a phone under 9 characters and a postcode not 4 to 5 long, with the reason', () => {
    expect(addressProblems({ ...valid, contactPhone: '61234', cp: '123' })).toEqual([
      { field: 'contactPhone', problem: 'phoneTooShort' },
      { field: 'cp', problem: 'postcodeLength' },
    ]);
    expect(addressProblems({ ...valid, cp: '460060' })).toEqual([{ field: 'cp', problem: 'postcodeTooLong' }]);
  });

  it('accepts the limits: a 9-character phone, 4- and 5-character postcodes', () => {
    expect(addressProblems({ ...valid, contactPhone: '612345678', cp: '4600' })).toEqual([]);
    expect(addressProblems({ ...valid, cp: '46006' })).toEqual([]);
  });

  it('says "required" for every empty required field, in the order of the form, ignoring blanks around', () => {
    const empty = { contactFullName: ' ', contactPhone: '', addressLine1: '', addressLine2: '', provinceCode: '', cityCode: '', cp: '  ' };
    expect(addressProblems(empty)).toEqual(
      (['contactFullName', 'contactPhone', 'addressLine1', 'provinceCode', 'cityCode', 'cp'] as const).map((field) => ({ field, problem: 'required' })),
    );
  });

  it('measures the trimmed value', () => {
    expect(addressProblems({ ...valid, contactPhone: ' 6123456 ', cp: ' 46006 ' })).toEqual([{ field: 'contactPhone', problem: 'phoneTooShort' }]);
  });
});

describe('typedPostcode (a Spanish postal code as typed)', () => {
  it('keeps digits only, and keeps a sixth one so that it can be said too long', () => {
    expect(typedPostcode('460061')).toBe('460061');
    expect(typedPostcode('46 0a06')).toBe('46006');
    expect(typedPostcode('4600')).toBe('4600');
  });

  it('says too long from the sixth digit on, and nothing while it may still grow', () => {
    expect(typedPostcodeProblem('460061')).toBe('postcodeTooLong');
    expect(typedPostcodeProblem('46006')).toBeNull();
    expect(typedPostcodeProblem('46')).toBeNull();
    expect(typedPostcodeProblem('')).toBeNull();
  });
});

describe('isValidEmail (every deliverable address, clearly invalid ones refused)', () => {
  it('accepts top-level endings of 2 to 63 letters', () => {
    for (const email of ['dani@mail.example.info', 'ana@example.es', 'ana@example.com', 'shop@ritmo.cafe', 'x@example.photography', `a@b.${'q'.repeat(63)}`]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('accepts internationalised local parts and domains, and a domain in its ASCII (punycode) form', () => {
    for (const email of [
      'josé@correo.es',
      'ana@münchen.de',
      'JOSÉ@MÜNCHEN.DE',
      'Nuño.Peña@año.es',
      'ana@xn--mnchen-3ya.de',
      'user@例え.テスト',
      'a@b.xn--p1ai',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('accepts the characters an address may carry unquoted, and blanks around', () => {
    for (const email of ["o'neil+cafe@example.com", 'first.last-1_x@sub-1.example.co.uk', '  ana@example.com ', 'a@b.cd']) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('refuses clearly invalid addresses', () => {
    for (const email of [
      '',
      'ana',
      'ana@example',
      'ana@@example.com',
      '@example.com',
      'ana@',
      'ana@.com',
      'ana@example..com',
      'ana@-example.com',
      'ana@example-.com',
      'ana@example.c',
      'ana@example.c0m',
      'ana@example.123',
      `a@b.${'q'.repeat(64)}`,
      '.ana@example.com',
      'ana.@example.com',
      'an..a@example.com',
      'an a@example.com',
      'ana@exa mple.com',
      'ana@example.com.',
      'ana<x>@example.com',
      'ana@exam_ple.com',
      `${'a'.repeat(65)}@example.com`,
      `ana@${'b'.repeat(64)}.com`,
      `ana@${'b.'.repeat(72)}com`,
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });
});

describe('access code as typed or pasted', () => {
  it('takes out blanks around and inside, in capitals, before it is limited to 5 characters', () => {
    expect(typedLoginCode('   ab3cd')).toBe('AB3CD');
    expect(typedLoginCode('\t AB 3C\u00a0D \n')).toBe('AB3CD');
    expect(typedLoginCode('ab3cde')).toBe('AB3CD');
    expect(normalLoginCode(' ab 3cd ')).toBe('AB3CD');
  });

  it('is valid with exactly 5 characters once blanks are out', () => {
    expect(isValidLoginCode('  AB 3CD ')).toBe(true);
    expect(isValidLoginCode('AB3C')).toBe(false);
    expect(isValidLoginCode('AB3CDE')).toBe(false);
  });
});
