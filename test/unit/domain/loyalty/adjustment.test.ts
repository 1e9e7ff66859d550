import { describe, expect, it } from 'vitest';
import { adjustmentAllowed, spendableRitmitos } from '../../../../src/domain/loyalty/adjustment';

describe('a support adjustment of ritmitos', () => {
  it('may take away what the customer may spend, never what unpaid orders hold', () => {
    expect(spendableRitmitos({ available: 500, inOrders: 200 })).toBe(300);
    expect(adjustmentAllowed({ available: 500, inOrders: 200 }, -300)).toBe(true);
    expect(adjustmentAllowed({ available: 500, inOrders: 200 }, -301)).toBe(false);
  });

  it('gives any whole amount, and refuses 0 and fractions', () => {
    expect(adjustmentAllowed({ available: 0, inOrders: 0 }, 150)).toBe(true);
    expect(adjustmentAllowed({ available: 0, inOrders: 0 }, 0)).toBe(false);
    expect(adjustmentAllowed({ available: 10, inOrders: 0 }, 1.5)).toBe(false);
  });

  it('reads a balance already below what orders hold as nothing to spend', () => {
    expect(spendableRitmitos({ available: 100, inOrders: 300 })).toBe(0);
    expect(adjustmentAllowed({ available: 100, inOrders: 300 }, -1)).toBe(false);
  });
});
