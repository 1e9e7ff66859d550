import { describe, expect, it } from 'vitest';
import { waitMinutes } from '../../../../src/domain/orders/cart';
import { cartWaitMinutes } from '../../../../src/domain/schedule/cartWait';

describe("the cart's wait", () => {
  const real = { '1': 6, '2': 8, '3': 8, '4': 12, '5': 14 };

  it("is the shop's real wait for the cart's size, the largest size standing for more products too", () => {
    expect(cartWaitMinutes(real, 1)).toBe(6);
    expect(cartWaitMinutes(real, 3)).toBe(8);
    expect(cartWaitMinutes(real, 5)).toBe(14);
    expect(cartWaitMinutes(real, 9)).toBe(14);
  });

  it("is the spec's rule without the shop's figures, or when its size is missing or not a wait", () => {
    for (const products of [1, 2, 4, 7]) expect(cartWaitMinutes(undefined, products)).toBe(waitMinutes(products));
    expect(cartWaitMinutes({ '1': 6 }, 4)).toBe(waitMinutes(4));
    expect(cartWaitMinutes({ '2': 0, '3': Number.NaN }, 2)).toBe(waitMinutes(2));
    expect(cartWaitMinutes({ '3': Number.NaN }, 3)).toBe(waitMinutes(3));
  });
});
