import { describe, expect, it } from 'vitest';
import { addressProblems, typedPostcode, type AddressFields } from '../../../src/domain/validation';

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
    expect(addressProblems({ ...valid, cp: '460060' })).toEqual([{ field: 'cp', problem: 'postcodeLength' }]);
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
  it('keeps digits only and stops at 5', () => {
    expect(typedPostcode('460061')).toBe('46006');
    expect(typedPostcode('46 0a06')).toBe('46006');
    expect(typedPostcode('4600')).toBe('4600');
  });
});
