import { describe, expect, it } from 'vitest';
import { preferredAddress } from '../../../../src/domain/orders/deliveryAddress';

describe('preferredAddress (spec §4: Continue without a choice)', () => {
  const home = { addressId: 1, isDefault: false };
  const work = { addressId: 2, isDefault: true };
  it('takes the address marked default, wherever it is in the list', () => {
    expect(preferredAddress([home, work])).toBe(work);
  });
  it('takes the first when none is marked default', () => {
    expect(preferredAddress([home, { addressId: 3, isDefault: false }])).toBe(home);
  });
  it('has nothing to take from an empty list', () => {
    expect(preferredAddress([])).toBeUndefined();
  });
});
